import { useEffect, useState } from 'react';
import { BOTTOM_BAR_ROOM_PROPERTY } from '../../tokens/chrome';

/**
 * For a bar fixed at the foot of the screen: declares the room it takes from its top to the
 * foot (kept up to date as it changes size), so that notices shown at the foot sit above it.
 * Returns the ref callback to put on the bar.
 */
export function useBottomBarRoom<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (!element) return undefined;
    const root = document.documentElement;
    const declare = () =>
      root.style.setProperty(
        BOTTOM_BAR_ROOM_PROPERTY,
        `${Math.max(0, window.innerHeight - element.getBoundingClientRect().top)}px`,
      );
    declare();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(declare);
    observer?.observe(element);
    window.addEventListener('resize', declare);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', declare);
      root.style.removeProperty(BOTTOM_BAR_ROOM_PROPERTY);
    };
  }, [element]);
  return setElement;
}
