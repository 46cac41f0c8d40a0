import { startTransition, useEffect, useState } from 'react';
import { ownPathOf } from './usePreloadLinkedPages';

/**
 * The page the mouse rests on a link to, to be rendered ahead, hidden (`SitePages`), so the click
 * reveals it rather than rendering it: once its code has loaded (`preload`), and unless
 * `canRenderAhead` refuses it (another layout, the page shown). It stays the page ahead until the
 * mouse comes over a link to another. A mouse only: a finger's touch is its press.
 */
export function usePageAhead(
  preload: (pathname: string) => Promise<void>,
  canRenderAhead: (pathname: string) => boolean,
): string | undefined {
  const [ahead, setAhead] = useState<string>();
  useEffect(() => {
    let reached: string | undefined;
    const onOver = (event: PointerEvent) => {
      const path = event.pointerType === 'mouse' ? ownPathOf(event.target, window.location.origin) : undefined;
      if (path === undefined || path === reached) return;
      reached = path;
      void preload(path).then(
        () => reached === path && canRenderAhead(path) && startTransition(() => setAhead(path)),
        () => undefined,
      );
    };
    document.addEventListener('pointerover', onOver, { passive: true });
    return () => document.removeEventListener('pointerover', onOver);
  }, [preload, canRenderAhead]);
  return ahead;
}
