import { Suspense, useState, type ReactNode } from 'react';

export interface LoadOnOpenProps {
  /** Whether the modal is open: its children render from the first time this is true on. */
  open: boolean;
  /** Usually a `React.lazy` modal given the same `open`, so it still closes (and returns focus) itself. */
  children: ReactNode;
}

/**
 * Keeps a modal's code off the first page load: nothing renders until the modal first opens, then
 * its (lazily imported) children load and stay mounted, closed or open, like an eager modal. The
 * cart panel, the menu drawer and the Added to Cart overlay load this way, within the home route's
 * size budget.
 */
export function LoadOnOpen({ open, children }: LoadOnOpenProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
