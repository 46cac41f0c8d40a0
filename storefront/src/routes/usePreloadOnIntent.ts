import { useEffect } from 'react';

/** What shows the shopper is about to follow a link: the pointer over it, a press, focus. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * The shop's own address a link leads to, if it is one, or where a press leads a signed-out
 * shopper (`data-signed-out-href`: Add to Cart leads to sign-in; signed in, its page is loaded for
 * nothing, a few kilobytes).
 */
export function ownPathOf(target: EventTarget | null, origin: string): string | undefined {
  const control = target instanceof Element ? target.closest('a, [data-signed-out-href]') : null;
  if (control instanceof HTMLAnchorElement) return control.origin === origin ? control.pathname : undefined;
  const href = control?.getAttribute('data-signed-out-href');
  if (!href) return undefined;
  const address = new URL(href, origin);
  return address.origin === origin ? address.pathname : undefined;
}

/**
 * Loads a page's code as soon as the shopper reaches for a link to it (the pointer over it, a
 * press, keyboard focus), so the click finds it loaded rather than fetching and running it then:
 * a page chunk is a few kilobytes, and the pointer usually rests on a link a good 100 ms before the
 * click lands. Each page at most once.
 */
export function usePreloadOnIntent(preload: (pathname: string) => Promise<void>): void {
  useEffect(() => {
    const asked = new Set<string>();
    const onIntent = (event: Event) => {
      const path = ownPathOf(event.target, window.location.origin);
      if (path === undefined || asked.has(path)) return;
      asked.add(path);
      void preload(path).catch(() => asked.delete(path));
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true, capture: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [preload]);
}
