import type { ReactNode } from 'react';
import { Drawer } from '../Drawer';

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  /** The panel's accessible name, shown as its heading. */
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/** A modal panel sliding in from the right (the cart panel): the right-hand `Drawer`. */
export function SidePanel(props: SidePanelProps) {
  return <Drawer side="right" {...props} />;
}
