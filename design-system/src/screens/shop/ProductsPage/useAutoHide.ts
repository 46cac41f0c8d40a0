import { useEffect, useState } from 'react';

/** The spec's auto-dismiss for the recommendations banner (10 s). */
export const AUTO_HIDE_MS = 10_000;

/**
 * Calls `onHide` `ms` after `key` changes while shown, unless paused (hovered or focused);
 * the countdown starts again in full when the pause ends. Returns the handlers that pause it.
 */
export function useAutoHide(key: unknown, onHide: () => void, ms = AUTO_HIDE_MS) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (key === null || key === undefined || paused) return;
    const timer = setTimeout(onHide, ms);
    return () => clearTimeout(timer);
  }, [key, paused, onHide, ms]);

  return {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
}
