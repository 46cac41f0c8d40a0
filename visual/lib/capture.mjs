/**
 * Pictures of stories in the system Chromium: one browser, one page per parallel lane, each page
 * in its own context (its own storage and service worker), every source of change held still.
 */
import { chromium } from 'playwright-core';
import { VIEWPORT_HEIGHT, maxHeightFor } from './plan.mjs';

/** A lane loads the preview anew after this many shots, so nothing builds up in one page for long. */
const RELOAD_EVERY = 40;

/**
 * How long a story may keep changing before it is pictured anyway (and noted as never settled): a
 * backstop for a story that never stops, not a budget. Every story of a quiet machine settles in
 * well under a second; a loaded one may take several.
 */
const SETTLE_BACKSTOP_MS = 30_000;

/**
 * How long a story may take to load and render (play function included) before the shot counts as
 * failed: generous, as a first load of the preview on a machine shared by many builds took over 60 s.
 */
const RENDER_TIMEOUT_MS = 120_000;

/**
 * What the runner holds still itself, before any script of the page runs. The rest is the design
 * system's own deterministic mode (`design-system/src/testing/deterministic.tsx`), which the
 * preview switches on because Playwright sets `navigator.webdriver`: animations, transitions and
 * the caret off, a fixed `Date`, seeded `crypto.randomUUID`, zero mock latency, eager images.
 * Here: a seeded `Math.random` (reseeded before each story), and every `fetch` counted while in
 * flight, so a picture waits for mock data — except the requests a mock has said it will never
 * answer (`mock:never-answered`, `design-system/src/mocks/http.ts`): a loading state kept on screen.
 */
function holdStill(seed) {
  let state = seed >>> 0;
  Object.defineProperty(window, '__visualReseed', {
    value: () => {
      state = seed >>> 0;
    },
  });
  Math.random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** Each fetch in flight: its URL, and whether a mock said it will never answer it. */
  const pending = new Map();
  let next = 0;
  const urlOf = (input) =>
    typeof input === 'string' ? new URL(input, location.href).href : input instanceof URL ? input.href : input.url;
  const originalFetch = window.fetch;
  window.fetch = function countedFetch(...args) {
    const id = ++next;
    pending.set(id, { url: urlOf(args[0]), neverAnswered: false });
    const request = originalFetch.apply(this, args);
    const done = () => pending.delete(id);
    // In flight until its body has arrived, not only its headers: the data a screen waits for is in
    // the body, and on a busy machine it came after the picture had been taken.
    request.then((response) => response.clone().arrayBuffer().then(done, done), done);
    return request;
  };
  // The oldest fetch of that URL not yet marked is the one the mock holds.
  window.addEventListener('mock:never-answered', (event) => {
    for (const fetch of pending.values())
      if (fetch.url === event.detail.url && !fetch.neverAnswered) {
        fetch.neverAnswered = true;
        return;
      }
  });
  Object.defineProperty(window, '__visualPendingFetches', { value: pending });
}

/**
 * Has Storybook render story `id` in the page already open (as Storybook's test runner does),
 * instead of loading the preview again: resolves when the story is rendered and its play function
 * has run (`{}`), or with `{ error }` when it threw, is missing or its play function failed.
 */
function renderStory(id) {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  // The first line of what Storybook reports (Testing Library appends the whole DOM).
  const describe = (value) =>
    (typeof value === 'string'
      ? value
      : [value?.title, value?.name, value?.message, value?.description].filter(Boolean).join(': ')
    )
      .split('\n')[0]
      .slice(0, 300);
  return new Promise((resolve) => {
    const listeners = {
      storyRendered: (renderedId) => renderedId === id && done({}),
      storyErrored: (error) => done({ error: `the story errored: ${describe(error)}` }),
      storyThrewException: (error) => done({ error: `the story threw: ${describe(error)}` }),
      playFunctionThrewException: (error) => done({ error: `its play function failed: ${describe(error)}` }),
      storyMissing: () => done({ error: 'no such story in this Storybook' }),
      // The same story again (at another width): remount it, so it renders afresh at this width.
      storyUnchanged: () => channel.emit('forceRemount', { storyId: id }),
    };
    const done = (result) => {
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      resolve(result);
    };
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  });
}

/** After a page load: `{}` once the story in the address is rendered and played, `{ error }` when it failed, else false (still going). */
function loadedStoryDone() {
  if (document.body?.classList.contains('sb-show-errordisplay')) {
    const message = document.querySelector('#error-message')?.textContent ?? 'the story threw';
    return { error: message.trim().slice(0, 500) };
  }
  const render = window.__STORYBOOK_PREVIEW__?.currentRender;
  if (!render || !window.__STORYBOOK_ADDONS_CHANNEL__) return false;
  if (render.phase === 'errored' || render.phase === 'aborted') return { error: `the story ${render.phase}` };
  return ['completed', 'afterEach', 'finished'].includes(render.phase) ? {} : false;
}

/** Puts the page back to where a fresh load leaves it: empty storage, top of the page, nothing focused, the same random sequence. */
function resetPage() {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.scrollTo(0, 0);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.__visualReseed?.();
}

/**
 * Waits until the page is still: fonts loaded, every image loaded and decoded (lazy ones made
 * eager, responsive ones at their `src`, one that failed asked for again), no `fetch` in flight
 * but those a mock will never answer (a story's endless loading state), and no DOM change for
 * `quietMs`. Gives up after `maxMs` and says so: a backstop for a story that never stops changing,
 * not a budget.
 */
async function settle({ quietMs, maxMs }) {
  const IDLE_BACKSTOP_MS = 1000;
  const pending = window.__visualPendingFetches ?? new Map();
  let lastChange = performance.now();
  const observer = new MutationObserver(() => {
    lastChange = performance.now();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const started = performance.now();
  /** How many times each image that failed to load has been asked for again (three at most). */
  const retries = new Map();
  const IMAGE_RETRIES = 3;
  try {
    for (;;) {
      await document.fonts.ready;
      // Responsive images show their plain `src`: which `srcset` candidate a browser takes depends on
      // the candidates the document has already loaded (stories share a page), so it varied run to run.
      for (const candidates of document.querySelectorAll('picture > source[srcset], img[srcset]'))
        candidates.removeAttribute('srcset');
      // Still means unchanged for the whole of a look, not only since the last change: images added
      // while this look waited for a frame were not in its survey.
      const surveyed = performance.now();
      const images = Array.from(document.images);
      for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
      // An image whose request failed (a busy machine's dropped connection) is complete but empty:
      // asked for again, a few times, rather than pictured as a blank box.
      for (const image of images) {
        const tries = retries.get(image) ?? 0;
        const failed = image.complete && image.naturalWidth === 0 && image.getAttribute('src');
        if (failed && tries < IMAGE_RETRIES) {
          retries.set(image, tries + 1);
          image.src = image.getAttribute('src');
        }
      }
      const loading = images.filter((image) => !image.complete);
      await Promise.all(images.map((image) => (image.complete ? image.decode().catch(() => {}) : undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // Idle, not only a frame later: React renders a screen's data in slices between which the page
      // is as still as at rest (seen on a busy machine: the store's list came 330 ms after its data).
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: IDLE_BACKSTOP_MS }));
      const now = performance.now();
      const busy = Array.from(pending.values()).some((fetch) => !fetch.neverAnswered);
      if (
        !busy &&
        loading.length === 0 &&
        document.fonts.status === 'loaded' &&
        lastChange < surveyed &&
        now - lastChange >= quietMs
      ) {
        return { settled: true };
      }
      if (now - started > maxMs) return { settled: false, busy, loading: loading.length };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    observer.disconnect();
  }
}

/**
 * The height to picture: down to the lowest box on the page (portals and fixed overlays
 * included, so a dialog is pictured with the page it covers), at least one pixel, at most `max`.
 */
function contentHeight(max) {
  const root = document.querySelector('#storybook-root');
  const padding = parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
  let bottom = 0;
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('#storybook-docs, script, style, template')) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    bottom = Math.max(bottom, box.bottom + window.scrollY);
  }
  const rootBottom = root ? root.getBoundingClientRect().bottom + window.scrollY : 0;
  return Math.min(max, Math.max(1, Math.ceil(Math.max(bottom, rootBottom) + padding)));
}

function withTimeout(promise, ms, message) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Launches the system Chromium headless, with the flags that keep rendering the same on every run. */
export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--force-color-profile=srgb',
      '--font-render-hinting=none',
      '--disable-font-subpixel-positioning',
      '--hide-scrollbars',
    ],
  });
}

/**
 * One lane of the run: a context of its own (storage, service worker) and one
 * page that pictures shot after shot. The user agent carries "StorybookTestRunner", by which
 * Storybook's preview knows it is under test and pauses CSS animations at their end.
 */
export async function openLane(browser, baseUrl) {
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/${browser.version()} Safari/537.36 StorybookTestRunner ProfitVisual`;
  const context = await browser.newContext({
    viewport: { width: 1280, height: VIEWPORT_HEIGHT },
    deviceScaleFactor: 1,
    // As in the story tests: the deterministic mode stops motion itself, and some play functions
    // check that an animation exists.
    reducedMotion: 'no-preference',
    colorScheme: 'light',
    forcedColors: 'none',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    userAgent,
  });
  await context.addInitScript(holdStill, 20260314);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error.message ?? error).slice(0, 300)));

  let loaded = false;
  let shotsSinceLoad = 0;

  // Code and styles the page is fetching (a lazy component's chunk): no `fetch`, no DOM change
  // while it loads, so the page looks still; a picture waits for them as well.
  const loadingCode = new Set();
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) loadingCode.add(request);
  });
  page.on('requestfinished', (request) => loadingCode.delete(request));
  page.on('requestfailed', (request) => loadingCode.delete(request));

  /** The page is still (`settle`) and loads no code; `{ settled: false }` past the backstop. */
  async function stillAndLoaded() {
    const started = performance.now();
    for (;;) {
      const still = await page.evaluate(settle, { quietMs: 100, maxMs: SETTLE_BACKSTOP_MS });
      if (!still.settled || loadingCode.size === 0) return still;
      while (loadingCode.size > 0) {
        if (performance.now() - started > SETTLE_BACKSTOP_MS) return { settled: false };
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  }

  /**
   * Loads the preview afresh at story `id` (the first shot of a lane, then every RELOAD_EVERY
   * shots and after any failure); the next shots switch stories inside it.
   */
  async function load(id) {
    loaded = false;
    // The accessibility check is the story tests' job: switched off here (it only costs time).
    const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`;
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: RENDER_TIMEOUT_MS });
    const handle = await page.waitForFunction(loadedStoryDone, undefined, { timeout: RENDER_TIMEOUT_MS, polling: 25 });
    if (!(await page.evaluate(() => navigator.webdriver === true))) {
      throw new Error("navigator.webdriver is not set: the design system's deterministic mode would stay off");
    }
    loaded = true;
    shotsSinceLoad = 0;
    return handle.jsonValue();
  }

  /** Pictures one story at one width: `{ png, settled, pageErrors }` or `{ error }`. `fresh` loads the preview anew first. */
  async function shoot(id, width, { fresh = false } = {}) {
    errors.length = 0;
    const clock = { started: performance.now() };
    try {
      await context.clearCookies();
      let rendered;
      if (fresh || !loaded || shotsSinceLoad >= RELOAD_EVERY) {
        if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
        await page.evaluate(resetPage).catch(() => {});
        rendered = await load(id);
      } else {
        await page.evaluate(resetPage);
        if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
        rendered = await withTimeout(
          page.evaluate(renderStory, id),
          RENDER_TIMEOUT_MS,
          `not rendered within ${RENDER_TIMEOUT_MS / 1000} s`,
        );
      }
      shotsSinceLoad++;
      if (rendered.error) {
        loaded = false;
        return { error: rendered.error };
      }
      clock.rendered = performance.now();
      const still = await stillAndLoaded();
      const height = await page.evaluate(contentHeight, maxHeightFor(width));
      clock.settled = performance.now();
      const png = await page.screenshot({
        clip: { x: 0, y: 0, width, height },
        fullPage: height > VIEWPORT_HEIGHT,
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        type: 'png',
      });
      const timings = {
        render: clock.rendered - clock.started,
        settle: clock.settled - clock.rendered,
        picture: performance.now() - clock.settled,
      };
      return { png, settled: still.settled, pageErrors: [...errors], timings };
    } catch (error) {
      loaded = false;
      return { error: String(error.message ?? error).split('\n')[0] };
    }
  }

  return { shoot, close: () => context.close() };
}

/**
 * Every story of the built Storybook with what the plan needs: id, title, name, its parameters
 * for Chromatic and the visual run, its viewport options and pinned viewport, and the project's
 * default widths. Storybook's preview extracts them itself (all CSF files loaded once).
 */
export async function extractStories(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/iframe.html`, { waitUntil: 'domcontentloaded', timeout: RENDER_TIMEOUT_MS });
    await page.waitForFunction(() => Boolean(window.__STORYBOOK_PREVIEW__?.storyStoreValue), undefined, {
      timeout: RENDER_TIMEOUT_MS,
    });
    return await page.evaluate(async () => {
      const preview = window.__STORYBOOK_PREVIEW__;
      const store = preview.storyStoreValue;
      const originalLog = console.log;
      console.log = () => {}; // extract() logs every story it extracts
      let extracted;
      try {
        extracted = await preview.extract();
      } finally {
        console.log = originalLog;
      }
      const projectChromatic = store.projectAnnotations?.parameters?.chromatic;
      const plain = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
      return Object.values(extracted).map((story) => ({
        id: story.id,
        title: story.title,
        name: story.name,
        parameters: {
          chromatic: plain(story.parameters?.chromatic),
          visual: plain(story.parameters?.visual),
          viewport: plain(story.parameters?.viewport),
        },
        storyGlobals: plain(story.storyGlobals),
        projectChromatic: plain(projectChromatic),
      }));
    });
  } finally {
    await context.close();
  }
}
