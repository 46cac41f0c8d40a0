import type { ReactNode } from 'react';
import { Drawer } from '../Drawer';

export interface SidePanelProps {
  /** Shown while true; the parent owns this state and sets it false in `onClose`. */
  open: boolean;
  /** Called on Escape, the close button and a click on the page beside the panel. */
  onClose: () => void;
  /** The panel's accessible name, shown as its heading. */
  title: ReactNode;
  /** The body; it scrolls on its own when taller than the window. */
  children?: ReactNode;
  /** Pinned at the bottom (a total and Pay Now), always in view. */
  footer?: ReactNode;
}

/** A modal panel sliding in from the right (the cart panel): the right-hand `Drawer`. */
export function SidePanel(props: SidePanelProps) {
  return <Drawer side="right" {...props} />;
}
