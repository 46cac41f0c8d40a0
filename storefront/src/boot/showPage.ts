import { focusHeading } from '../routes/focusHeading';
import { PRERENDERED_PAGE_ID } from './prerenderedPage';

/**
 * The next prerendered page, shown in this document before the app has started: the server's
 * HTML for it (fetched as the shopper reached for the press) takes the place of this page's, as
 * the browser would show it after following the link, without the browser tearing this document
 * down and building the next from scratch (at 4× slowdown a page load took 250–450 ms; this,
 * about a third of it). The app, once it starts, hydrates the page shown, as it would have after
 * the load.
 */

/** What differs from page to page in `<body>` besides `#root`: the early panels and the page's data. */
const PAGE_PARTS = `template[data-early-panel], #${PRERENDERED_PAGE_ID}`;

/** The page's data (its mode and chunks), or `null` when the page was not prerendered. */
const dataOf = (doc: Document): string | null => doc.getElementById(PRERENDERED_PAGE_ID)?.textContent ?? null;
const modeOf = (data: string): unknown => (JSON.parse(data) as { mode?: unknown } | null)?.mode;

/** The build's first script: two pages of one build name the same one. */
const entryOf = (doc: Document): string | null =>
  doc.querySelector<HTMLScriptElement>('head script[type="module"][src]')?.getAttribute('src') ?? null;

/**
 * Whether `next` can be shown in `current`'s place: both prerendered by the same build for the same
 * mode. Otherwise (another build deployed meanwhile, a page the app renders itself) the browser
 * loads it.
 */
function isShowable(next: Document, current: Document): boolean {
  const nextData = dataOf(next);
  const currentData = dataOf(current);
  if (!nextData || !currentData || !next.getElementById('root') || entryOf(next) !== entryOf(current)) return false;
  try {
    return modeOf(nextData) === modeOf(currentData);
  } catch {
    return false;
  }
}

/** What `<head>` loads (scripts, style sheets, fonts, chunks fetched ahead): kept, whichever page it came with. */
const RESOURCES =
  'script[src], link[rel~="stylesheet"], link[rel~="modulepreload"], link[rel~="prefetch"], link[rel~="preload"]';

/**
 * `<head>` becomes the next page's: what both pages have (the charset, the build's script and
 * style sheet) stays untouched, what describes only this page goes (its title, description,
 * canonical address, social tags, structured data and styles), and what only the next page has
 * is added. The next page's is added first, so no frame could show the page unstyled.
 */
function takeHead(current: HTMLHeadElement, next: HTMLHeadElement): void {
  const present = new Map<string, Element[]>();
  for (const element of current.children)
    present.set(element.outerHTML, [...(present.get(element.outerHTML) ?? []), element]);
  const leaving = new Set([...current.children].filter((element) => !element.matches(RESOURCES)));
  for (const element of [...next.children]) {
    const same = present.get(element.outerHTML)?.shift();
    if (same) leaving.delete(same);
    else current.append(element);
  }
  for (const element of leaving) element.remove();
}

/** The element id a hash names (`#faq`, `#gst%20basics`), as written when it does not decode. */
function sectionId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Shows `html` (the server's page at `address`) in place of this page and records the visit in the
 * tab's history: the next page's head and body, its own title, scrolled to the top (or to the
 * section the address names). Returns false, changing nothing, when the page is not one to show
 * this way.
 */
export function showPage(html: string, address: URL, win: Window, { record = true } = {}): boolean {
  const doc = win.document;
  const next = new (win as Window & typeof globalThis).DOMParser().parseFromString(html, 'text/html');
  const root = doc.getElementById('root');
  const nextRoot = next.getElementById('root');
  if (!root || !nextRoot || !isShowable(next, doc)) return false;

  // This page goes before the styles change: the focus leaving it, or any reading of its layout
  // meanwhile, would have the browser restyle all of it against the next page's styles first (at
  // 4× slowdown, 50–100 ms spent on a page about to go).
  (doc.activeElement as HTMLElement | null)?.blur();
  root.replaceChildren();
  takeHead(doc.head, next.head);
  root.append(...nextRoot.childNodes);
  for (const part of doc.body.querySelectorAll(PAGE_PARTS)) part.remove();
  root.after(...next.body.querySelectorAll(PAGE_PARTS));

  if (record) win.history.pushState(null, '', address.href);
  const section = address.hash ? doc.getElementById(sectionId(address.hash)) : null;
  if (section) section.scrollIntoView();
  else if (record) win.scrollTo(0, 0);
  return true;
}

/** The shown page's heading takes the focus (`focusHeading`), unless the shopper has put it somewhere. */
export function focusShownHeading(doc: Document): void {
  if (doc.activeElement === doc.body || doc.activeElement === null) focusHeading(doc);
}
