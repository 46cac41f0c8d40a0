import { describe, expect, it } from 'vitest';
import { prefetchOncePainted } from './prefetch';

/**
 * A document in `readyState` whose `load`, first contentful paint and timers happen only when the
 * test says. `paintTiming: false` is a browser without paint entries.
 */
function fakeDocument(readyState: DocumentReadyState, { painted = false, paintTiming = true } = {}) {
  const links: Array<Record<string, string>> = [];
  const timers: Array<() => void> = [];
  const observers: Array<{ callback: () => void; connected: boolean }> = [];
  let onLoad: (() => void) | undefined;
  let firstPaint = painted;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    private readonly entry;
    constructor(callback: () => void) {
      this.entry = { callback, connected: false };
    }
    observe() {
      this.entry.connected = true;
      observers.push(this.entry);
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const view = {
    setTimeout: (task: () => void) => timers.push(task),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad = listener;
    },
    performance: { getEntriesByName: (name: string) => (name === 'first-contentful-paint' && firstPaint ? [{}] : []) },
    PerformanceObserver: FakeObserver,
  };
  const doc = {
    readyState,
    defaultView: view,
    createElement: () => ({}),
    head: { append: (link: Record<string, string>) => links.push(link) },
  } as unknown as Document;
  return {
    doc,
    links,
    hrefs: () => links.map((link) => link.href),
    load: () => onLoad?.(),
    paint: () => {
      firstPaint = true;
      for (const observer of observers) if (observer.connected) observer.callback();
    },
    runNextTask: () => timers.shift()?.(),
    /** Every task queued, until nothing is left. */
    settle: () => {
      while (timers.length > 0) timers.shift()?.();
    },
  };
}

describe('prefetchOncePainted', () => {
  it('waits for the load and the first paint, then adds one prefetch link per task', () => {
    const page = fakeDocument('loading');
    prefetchOncePainted(['/assets/app.js', '/assets/runtime.js'], page.doc);
    page.load();
    page.settle();
    expect(page.links).toEqual([]);
    page.paint();
    expect(page.links).toEqual([]);
    page.runNextTask();
    expect(page.links).toEqual([{ rel: 'prefetch', as: 'script', crossOrigin: '', href: '/assets/app.js' }]);
    page.runNextTask();
    expect(page.hrefs()).toEqual(['/assets/app.js', '/assets/runtime.js']);
  });

  it('never before the load, even once painted', () => {
    const page = fakeDocument('interactive', { painted: true });
    prefetchOncePainted(['/assets/app.js'], page.doc);
    page.settle();
    expect(page.links).toEqual([]);
    page.load();
    page.settle();
    expect(page.hrefs()).toEqual(['/assets/app.js']);
  });

  it('starts at once on a page loaded and painted already', () => {
    const page = fakeDocument('complete', { painted: true });
    prefetchOncePainted(['/assets/app.js'], page.doc);
    page.settle();
    expect(page.hrefs()).toEqual(['/assets/app.js']);
  });

  it('goes by the load alone where the browser tells no paint', () => {
    const page = fakeDocument('loading', { paintTiming: false });
    prefetchOncePainted(['/assets/app.js'], page.doc);
    page.load();
    page.settle();
    expect(page.hrefs()).toEqual(['/assets/app.js']);
  });
});
