import { describe, expect, it } from 'vitest';
import { prefetchOnceLoaded } from './prefetch';

/** A document in `readyState` whose timers and `load` listener run only when the test says. */
function fakeDocument(readyState: DocumentReadyState) {
  const links: Array<Record<string, string>> = [];
  const timers: Array<() => void> = [];
  let onLoad: (() => void) | undefined;
  const view = {
    setTimeout: (task: () => void) => timers.push(task),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad = listener;
    },
  };
  const doc = {
    readyState,
    defaultView: view,
    createElement: () => ({}),
    head: { append: (link: Record<string, string>) => links.push(link) },
  } as unknown as Document;
  return { doc, links, load: () => onLoad?.(), runNextTask: () => timers.shift()?.() };
}

describe('prefetchOnceLoaded', () => {
  it('waits for the page to load, then adds one prefetch link per task', () => {
    const page = fakeDocument('loading');
    prefetchOnceLoaded(['/assets/app.js', '/assets/runtime.js'], page.doc);
    expect(page.links).toEqual([]);
    page.load();
    expect(page.links).toEqual([]);
    page.runNextTask();
    expect(page.links).toEqual([{ rel: 'prefetch', as: 'script', crossOrigin: '', href: '/assets/app.js' }]);
    page.runNextTask();
    expect(page.links.map((link) => link.href)).toEqual(['/assets/app.js', '/assets/runtime.js']);
  });

  it('starts at once on a page that has loaded already', () => {
    const page = fakeDocument('complete');
    prefetchOnceLoaded(['/assets/app.js'], page.doc);
    page.runNextTask();
    expect(page.links.map((link) => link.href)).toEqual(['/assets/app.js']);
  });
});
