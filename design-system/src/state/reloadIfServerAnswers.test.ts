import { describe, expect, it, vi } from 'vitest';
import { reloadIfServerAnswers } from './reloadIfServerAnswers';

/** A window whose server answers `fetch` as given, recording reloads (the only parts read). */
function windowAnswering(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  const reload = vi.fn();
  const win = { fetch, location: { href: 'http://shop.test/about', reload } } as unknown as Window;
  return { win, fetch, reload };
}

describe('reloadIfServerAnswers', () => {
  it('loads the page afresh when its address answers, asking past the HTTP cache', async () => {
    const { win, fetch, reload } = windowAnswering(async () => new Response(null, { status: 200 }));
    await expect(reloadIfServerAnswers(win)).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('http://shop.test/about', { method: 'HEAD', cache: 'no-store' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stays when the server does not answer', async () => {
    const { win, reload } = windowAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(reloadIfServerAnswers(win)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stays when the server answers with an error (a gateway with nothing behind it)', async () => {
    const { win, reload } = windowAnswering(async () => new Response(null, { status: 502 }));
    await expect(reloadIfServerAnswers(win)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
