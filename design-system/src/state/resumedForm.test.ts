// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumeInFreshDocument, takeResumedForm } from './resumedForm';
import { resumedFormKey } from './storageKeys';

const KEPT = resumedFormKey('/signin');

/** This window, with the server's answer to the page's address and the reload stood in for. */
function windowAnswering(answer: () => Promise<Response>) {
  const reload = vi.fn();
  const fetch = vi.fn(answer);
  const { href, pathname, search } = window.location;
  const win = new Proxy(window, {
    get(target, property) {
      if (property === 'fetch') return fetch;
      if (property === 'location') return { href, pathname, search, reload };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { win, reload };
}

const form = (name = 'Demo sign-in') => {
  document.body.innerHTML = `<form aria-label="${name}">
    <input name="name"><input name="email" type="email"><input name="secret" type="password"><textarea name="message"></textarea>
    <input name="proof" type="file"><input aria-label="Unnamed"><button name="go" value="send">Send</button>
  </form>`;
  return document.querySelector('form')!;
};
const fill = (target: HTMLFormElement) => {
  for (const [name, value] of Object.entries({ name: 'Asha', email: 'asha@example.in', secret: 'x', message: 'Hi' }))
    (target.elements.namedItem(name) as HTMLInputElement).value = value;
};

/** The sign-in form, filled, kept for the page loaded afresh (the server answers). */
async function keepFilledForm() {
  const { win } = windowAnswering(async () => new Response(null, { status: 200 }));
  const sent = form();
  fill(sent);
  await resumeInFreshDocument(sent, win);
}

describe('a form loaded afresh for its code', () => {
  beforeEach(() => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://shop.test/signin');
    sessionStorage.clear();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps its text (never a password) and loads the page afresh when the server answers', async () => {
    const { win, reload } = windowAnswering(async () => new Response(null, { status: 200 }));
    const sent = form();
    fill(sent);
    await expect(resumeInFreshDocument(sent, win)).resolves.toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem(KEPT)!)).toEqual({
      form: 'Demo sign-in',
      values: { name: 'Asha', email: 'asha@example.in', message: 'Hi' },
    });
  });

  it('stays, keeping nothing, when the server does not answer', async () => {
    const { win, reload } = windowAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const sent = form();
    fill(sent);
    await expect(resumeInFreshDocument(sent, win)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(KEPT)).toBeNull();
  });

  it('in the fresh document, the same form on the same page takes its text back, once', async () => {
    await keepFilledForm();
    expect(takeResumedForm(form('Newsletter'))).toBe(false);
    const fresh = form();
    expect(takeResumedForm(fresh)).toBe(true);
    expect(Object.fromEntries([...new FormData(fresh)].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Asha',
      email: 'asha@example.in',
      secret: '',
      message: 'Hi',
    });
    expect(takeResumedForm(form())).toBe(false);
    expect(sessionStorage.getItem(KEPT)).toBeNull();
  });

  it('the same form on another page does not take it', async () => {
    await keepFilledForm();
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://shop.test/about');
    expect(takeResumedForm(form())).toBe(false);
    expect(sessionStorage.getItem(KEPT)).not.toBeNull();
  });

  it('keeps nothing for a form without a name, or when the tab’s storage refuses it, and stays', async () => {
    const { win, reload } = windowAnswering(async () => new Response(null, { status: 200 }));
    const unnamed = form();
    unnamed.removeAttribute('aria-label');
    await expect(resumeInFreshDocument(unnamed, win)).resolves.toBe(false);
    const refusing = new Proxy(win, {
      get: (target, property) =>
        property === 'sessionStorage'
          ? {
              setItem() {
                throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
              },
            }
          : Reflect.get(target, property),
    });
    await expect(resumeInFreshDocument(form(), refusing)).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('what cannot be read is not taken, and a name kept for a text field changes no button', () => {
    sessionStorage.setItem(KEPT, '{not json');
    expect(takeResumedForm(form())).toBe(false);
    sessionStorage.setItem(KEPT, JSON.stringify({ form: 'Demo sign-in', values: { go: 'hijacked', name: 'Asha' } }));
    const fresh = form();
    expect(takeResumedForm(fresh)).toBe(true);
    expect((fresh.elements.namedItem('go') as HTMLButtonElement).value).toBe('send');
    expect((fresh.elements.namedItem('name') as HTMLInputElement).value).toBe('Asha');
  });
});
