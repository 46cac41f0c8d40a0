import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useClock } from '../clock';

export interface AutoDismissOptions {
  /** How long it stays, in ms, counted only while neither hovered nor focused. */
  duration: number;
  /** Called once, when the time is up. */
  onDismiss: () => void;
  /** Off for messages that must stay until dismissed (alerts). */
  enabled?: boolean;
  /** A change of this value starts a fresh countdown (a rotation's next slide). */
  resetKey?: unknown;
}

export interface AutoDismiss {
  /** Whether the countdown is paused now (hovered or focused). */
  paused: boolean;
  /** Spread on the element: pointer and focus inside it pause the countdown. */
  handlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * A countdown that dismisses something after `duration`, paused while the pointer is over it or
 * focus is inside it, resumed for the time that was left (WCAG 2.2.1: enough time to read).
 */
export function useAutoDismiss({ duration, onDismiss, enabled = true, resetKey }: AutoDismissOptions): AutoDismiss {
  const clock = useClock();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  const paused = hovered || focused;
  const lastKey = useRef(resetKey);
  useEffect(() => {
    if (lastKey.current !== resetKey) {
      lastKey.current = resetKey;
      remaining.current = duration;
    }
  }, [resetKey, duration]);
  useEffect(() => {
    if (!enabled || paused) return undefined;
    const startedAt = clock.now();
    const id = clock.setTimeout(() => onDismissRef.current(), remaining.current);
    return () => {
      clock.clearTimeout(id);
      remaining.current = Math.max(0, remaining.current - (clock.now() - startedAt));
    };
  }, [enabled, paused, clock, resetKey]);

  const onMouseEnter = useCallback(() => setHovered(true), []);
  const onMouseLeave = useCallback(() => setHovered(false), []);
  const onFocus = useCallback(() => setFocused(true), []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);
  return { paused, handlers: { onMouseEnter, onMouseLeave, onFocus, onBlur } };
}
