/**
 * Runs `task` once the browser is idle, or in the next task where there are no idle callbacks
 * (Safari); returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task);
  return () => clearTimeout(handle);
}
