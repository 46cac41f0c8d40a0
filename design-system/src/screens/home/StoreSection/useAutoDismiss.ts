import { useEffect, useRef } from 'react';

/**
 * Calls `onDismiss` after `ms` while `active` and not `paused`; pausing stops the clock and
 * resuming starts a full period again.
 */
export function useAutoDismiss(active: boolean, ms: number, onDismiss: () => void, paused: boolean) {
  const callback = useRef(onDismiss);
  useEffect(() => {
    callback.current = onDismiss;
  }, [onDismiss]);
  useEffect(() => {
    if (!active || paused) return undefined;
    const timer = window.setTimeout(() => callback.current(), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms, paused]);
}
