import { STORE_MODES, type ClientConfig } from '@profit/contract';

/**
 * A page the build prerendered (`scripts/prerender.mjs`): its HTML is in `#root` already, and
 * this element (`<script type="application/json">`, data that never runs) says for which mode it
 * was rendered and which chunks the app needs to take it over. The app then hydrates the page
 * instead of rendering it again.
 */
export const PRERENDERED_PAGE_ID = 'prerendered-page';

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
