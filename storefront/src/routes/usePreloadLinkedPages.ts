import { useCallback, useEffect, useState } from 'react';
import { savesData } from './savesData';
import { whenIdle } from './whenIdle';

/** What shows the shopper is about to follow a link: the pointer over it, a press, focus. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/** The controls that lead to one of the shop's pages: links, and buttons that lead a signed-out shopper on. */
const LEADING_CONTROLS = 'a[href], [data-signed-out-href]';

/**
 * The shop's own address a link leads to, if it is one, or where a press leads a signed-out
 * shopper (`data-signed-out-href`: Add to Cart leads to sign-in; signed in, its page is loaded for
 * nothing, a few kilobytes).
 */
export function ownPathOf(target: EventTarget | null, origin: string): string | undefined {
  const control = target instanceof Element ? target.closest(LEADING_CONTROLS) : null;
  if (control instanceof HTMLAnchorElement) return control.origin === origin ? control.pathname : undefined;
  const href = control?.getAttribute('data-signed-out-href');
  if (!href) return undefined;
  const address = new URL(href, origin);
  return address.origin === origin ? address.pathname : undefined;
}

/**
 * The shop's addresses that the controls in the window's view lead to (none hidden or scrolled
 * away), the one most of them lead to first (for a signed-out shopper, Sign In and every Add to
 * Cart lead to sign-in), then in the order they come.
 */
export function pathsInView(view: Window): string[] {
  return mostLedToFirst(view, (control) => {
    const { top, right, bottom, left } = control.getBoundingClientRect();
    return bottom > Math.max(top, 0) && right > Math.max(left, 0) && top < view.innerHeight && left < view.innerWidth;
  });
}

/**
 * The shop's addresses that at least `fewest` of the controls of the page shown lead to, scrolled
 * to or not (none of a page kept hidden), the one most of them lead to first, then in the order
 * they come.
 */
export function pathsOnPage(view: Window, fewest: number): string[] {
  return mostLedToFirst(view, (control) => control.checkVisibility(), fewest);
}

/** The addresses at least `fewest` of the leading controls that pass `counts` lead to, by how many lead there, then in order. */
function mostLedToFirst(view: Window, counts: (control: Element) => boolean, fewest = 1): string[] {
  const controlsTo = new Map<string, number>();
  for (const control of view.document.querySelectorAll(LEADING_CONTROLS)) {
    const path = ownPathOf(control, view.location.origin);
    if (path && counts(control)) controlsTo.set(path, (controlsTo.get(path) ?? 0) + 1);
  }
  return [...controlsTo.keys()]
    .filter((path) => controlsTo.get(path)! >= fewest)
    .sort((one, other) => controlsTo.get(other)! - controlsTo.get(one)!);
}

/**
 * Loads the code of the pages the shopper may go to next, so a press finds it loaded rather than
 * fetching and running it then (a page's chunk is a few kilobytes, but running one that builds its
 * forms' rules took 30–60 ms at 4× slowdown, longer than a pointer rests on a link):
 * - at once, when the shopper reaches for a link (the pointer over it, a press, keyboard focus);
 * - once the browser is idle after each page is shown (`pageKey` changes) and after each scroll,
 *   the pages of the links in view, one at a time; not when the shopper saves data.
 * Each address at most once (again after a load that failed).
 */
export function usePreloadLinkedPages(preload: (pathname: string) => Promise<void>, pageKey: string): void {
  const [asked] = useState(() => new Set<string>());
  /** Loads the page at `path`, forgotten again if it failed: whether it loaded. */
  const ask = useCallback(
    (path: string) => {
      asked.add(path);
      return preload(path).then(
        () => true,
        () => {
          asked.delete(path);
          return false;
        },
      );
    },
    [asked, preload],
  );
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = ownPathOf(event.target, window.location.origin);
      if (path !== undefined && !asked.has(path)) void ask(path);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true, capture: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [asked, ask]);

  useEffect(() => {
    // Not when the shopper asked the browser to save data: then only a reach for a link loads its page.
    if (savesData()) return undefined;
    let cancelIdle = () => {};
    let stopped = false;
    /** The next address in view not asked yet, once the browser is idle; the one after once it has loaded. */
    const loadNextInView = () => {
      cancelIdle();
      cancelIdle = whenIdle(() => {
        const path = pathsInView(window).find((candidate) => !asked.has(candidate));
        if (path === undefined || stopped) return;
        void ask(path).then((loaded) => loaded && loadNextInView());
      });
    };
    loadNextInView();
    addEventListener('scrollend', loadNextInView);
    return () => {
      stopped = true;
      cancelIdle();
      removeEventListener('scrollend', loadNextInView);
    };
  }, [asked, ask, pageKey]);
}
