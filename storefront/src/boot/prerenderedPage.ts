import { STORE_MODES, type ClientConfig } from '@profit/contract';

/**
 * A page the build prerendered (`scripts/prerender.mjs`): its HTML is in `#root` already, and
 * this element (`<script type="application/json">`, data that never runs) says for which mode it
 * was rendered and which chunks the app needs to take it over. The app then hydrates the page
 * instead of rendering it again.
 */
export const PRERENDERED_PAGE_ID = 'prerendered-page';

/**
 * On `<html>` of a prerendered page (`scripts/prerender.mjs` writes it): its lower sections are
 * rendered only as they near the screen (`prerenderedPage.css`) until the app has taken it over.
 */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface PrerenderedPage {
  /** The mode the page was rendered for (`demo` or `live`: the label and the sign-in differ). */
  mode: ClientConfig['mode'];
  /** The app's chunks for this page (site paths), fetched once the page has loaded. */
  chunks: string[];
}

/** The prerendered page's data, or `null` when the page was not prerendered (the app renders it). */
export function readPrerenderedPage(doc: Document = document): PrerenderedPage | null {
  const text = doc.getElementById(PRERENDERED_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    const { mode, chunks } = (JSON.parse(text) ?? {}) as { mode?: unknown; chunks?: unknown };
    const known = STORE_MODES.find((storeMode) => storeMode === mode);
    const paths = Array.isArray(chunks) ? chunks.filter((chunk): chunk is string => typeof chunk === 'string') : [];
    if (known) return { mode: known, chunks: paths };
  } catch {
    /* unreadable: rendered afresh */
  }
  return null;
}

/**
 * The app has the page: every section is rendered. The sections above the shopper take their real
 * heights, so the page is scrolled by as much as the section on screen moved: what the shopper
 * looks at stays where it is. Done here rather than left to the browser's scroll anchoring, which
 * Safari does not have and which Chromium did not apply on a phone-sized page.
 */
export function renderEverySection(doc: Document = document): void {
  const root = doc.documentElement;
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
  const onScreen = [...doc.querySelectorAll('main > section')].find(
    (section) => section.getBoundingClientRect().bottom > 0,
  );
  const before = onScreen?.getBoundingClientRect().top;
  root.style.overflowAnchor = 'none';
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  if (onScreen && before !== undefined) doc.defaultView?.scrollBy(0, onScreen.getBoundingClientRect().top - before);
  root.style.removeProperty('overflow-anchor');
}
