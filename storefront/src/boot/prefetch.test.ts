import { describe, expect, it } from 'vitest';
import { loadFontFacesOncePainted, prefetchOncePainted } from './prefetch';

/** A font face of the document's, `loaded` once asked to load (as `FontFace.load` does). */
class FakeFace {
  loads = 0;
  constructor(
    readonly family: string,
    public status: FontFaceLoadStatus,
  ) {}
  load() {
    this.loads++;
    this.status = 'loaded';
    return Promise.resolve(this);
  }
}

/**
 * A document in `readyState` whose `load`, first contentful paint and timers happen only when the
 * test says. `paintTiming: false` is a browser without paint entries.
 */
function fakeDocument(
  readyState: DocumentReadyState,
  { painted = false, paintTiming = true, saveData = false, faces = [] as FakeFace[] } = {},
) {
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
    navigator: { connection: { saveData } },
  };
  const doc = {
    readyState,
    defaultView: view,
    createElement: () => ({}),
    head: { append: (link: Record<string, string>) => links.push(link) },
    fonts: faces,
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

describe('loadFontFacesOncePainted', () => {
  const siteFaces = () => [
    new FakeFace('Inter 400', 'loaded'),
    new FakeFace('Inter 700', 'unloaded'),
    new FakeFace('Poppins 400', 'unloaded'),
    new FakeFace('Poppins 600', 'loading'),
  ];

  it('loads the faces the page did not use, once it is loaded and painted, one per task', () => {
    const faces = siteFaces();
    const page = fakeDocument('loading', { faces });
    loadFontFacesOncePainted(page.doc);
    page.load();
    page.settle();
    expect(faces.map((face) => face.loads)).toEqual([0, 0, 0, 0]);
    page.paint();
    page.runNextTask();
    expect(faces.map((face) => face.loads)).toEqual([0, 1, 0, 0]);
    page.settle();
    // A face loaded or loading already is not asked again.
    expect(faces.map((face) => face.loads)).toEqual([0, 1, 1, 0]);
  });

  it('loads none when the shopper asked the browser to save data', () => {
    const faces = siteFaces();
    const page = fakeDocument('complete', { painted: true, saveData: true, faces });
    loadFontFacesOncePainted(page.doc);
    page.settle();
    expect(faces.every((face) => face.loads === 0)).toBe(true);
  });
});
