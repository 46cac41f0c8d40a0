import { createGlobalStyle } from 'styled-components';
import { isAutomated } from '../mocks/automation';

/**
 * Deterministic stories: what the story tests and the visual snapshots need so that a story
 * renders the same pixels on every run and every machine.
 *
 * - animations, transitions and the text caret off (everything lands on its final frame);
 * - mock latency of 10 ms instead of 150 (`mocks/http.ts` reads `isAutomated()`, from `mocks/automation.ts`);
 * - a fixed date (`FIXED_NOW`: 15 January 2026, 16:00 IST) for `new Date()` and `Date.now()`;
 * - seeded ids: `crypto.randomUUID()` counts from a seed reset before each story;
 * - images loaded eagerly (stories render with `ImageLoadingProvider loading="eager"`).
 *
 * It applies when a browser is driven by automation (Vitest's browser mode, Playwright: both set
 * `navigator.webdriver`) or when the page's address has `?deterministic`.
 */
export { isAutomated };

/** 15 January 2026, 10:30 UTC (16:00 in India). */
export const FIXED_NOW = Date.UTC(2026, 0, 15, 10, 30);

/**
 * Animations and transitions jump to their end, the caret is invisible. Under test, Storybook also
 * pauses every animation "at its end" by running it in reverse, paused at time 0: with a duration
 * of zero that lands on the first keyframe instead (a card that fades in would stay invisible), so
 * the direction is held at normal by a more specific rule.
 */
export const DeterministicStyle = createGlobalStyle`
  *, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    caret-color: transparent !important;
    scroll-behavior: auto !important;
  }
  html *, html *::before, html *::after {
    animation-direction: normal !important;
  }
`;

const RealDate = Date;
let installed = false;

/** Freezes `new Date()` and `Date.now()` at `FIXED_NOW`; dates built from a value are untouched. */
export function installFixedDate(now = FIXED_NOW) {
  if (installed) return;
  installed = true;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [string | number | Date]));
    }
    static override now() {
      return now;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
}

let idCounter = 0;
let idsInstalled = false;

/** `crypto.randomUUID()` returns `00000000-0000-4000-8000-000000000001`, `…002`… from the last `resetSeededIds()`. */
export function installSeededIds() {
  if (idsInstalled || typeof globalThis.crypto === 'undefined') return;
  idsInstalled = true;
  Object.defineProperty(globalThis.crypto, 'randomUUID', {
    configurable: true,
    value: () => {
      idCounter += 1;
      return `00000000-0000-4000-8000-${idCounter.toString(16).padStart(12, '0')}` as `${string}-${string}-${string}-${string}-${string}`;
    },
  });
}

export function resetSeededIds() {
  idCounter = 0;
}
