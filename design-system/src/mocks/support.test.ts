import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUG_REPORT_THANK_YOU, CONTACT_THANK_YOU } from '@profit/contract';
import { supportApi } from '../api/support';
import { MemoryStorage } from '../state/memoryStorage';
import { createStore } from '../state/store';
import { handlers, mockDb } from '.';

const server = setupServer(...handlers);
const API = 'http://shop.test/api';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => mockDb.reset());

const newStore = () =>
  createStore(undefined, { storage: new MemoryStorage(), apiBaseUrl: API, fallbackNavigate: () => undefined });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const image = (name: string, size: number, bytes = PNG) => {
  const data = new Uint8Array(size);
  data.set(bytes.slice(0, size));
  return new File([data], name, { type: 'image/png' });
};

function report(files: File[] = []) {
  const form = new FormData();
  form.append('title', 'Cart badge shows 0');
  form.append('description', 'After adding the CRM template the badge stays at 0.');
  for (const file of files) form.append('screenshots', file);
  return form;
}

describe('support mocks (the backend’s rules and messages)', () => {
  it('stores a contact message and answers with the spec’s thanks', async () => {
    const result = await newStore().dispatch(
      supportApi.endpoints.sendContactMessage.initiate({ name: 'Riya', email: 'riya@example.in', message: 'Hello' }),
    );
    expect(result.data?.message).toBe(CONTACT_THANK_YOU);
    expect(mockDb.contactMessages()).toMatchObject([{ name: 'Riya', email: 'riya@example.in', message: 'Hello' }]);
  });

  it('stores a bug report with its screenshots, severity medium by default', async () => {
    const result = await newStore().dispatch(
      supportApi.endpoints.sendBugReport.initiate(report([image('a.png', 100), image('b.png', 200)])),
    );
    expect(result.data).toMatchObject({ message: BUG_REPORT_THANK_YOU, screenshots: 2 });
    expect(mockDb.bugReports()).toMatchObject([{ severity: 'medium', images: [{ name: 'a.png' }, { name: 'b.png' }] }]);
  });

  it('answers 413 for a fourth file or one over 2 MB, and 415 for a file that is not an image', async () => {
    const store = newStore();
    const send = (files: File[]) => store.dispatch(supportApi.endpoints.sendBugReport.initiate(report(files)));
    const four = await send(['a', 'b', 'c', 'd'].map((name) => image(`${name}.png`, 10)));
    expect(four.error).toMatchObject({ status: 413, data: { message: 'Attach at most 3 screenshots.' } });
    const large = await send([image('big.png', 2 * 1024 * 1024 + 1)]);
    expect(large.error).toMatchObject({
      status: 413,
      data: { code: 'PAYLOAD_TOO_LARGE', message: 'big.png is larger than 2 MB. Attach a smaller image.' },
    });
    const pdf = await send([image('notes.png', 20, [0x25, 0x50, 0x44, 0x46])]);
    expect(pdf.error).toMatchObject({ status: 415, data: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(mockDb.bugReports()).toHaveLength(0);
  });
});
