import { useState } from 'react';
import { Button } from '../Button';
import { useAutoDismiss } from './useAutoDismiss';

/**
 * The useAutoDismiss docs page's demo and Playground (not exported from the package): a notice
 * with an Undo button, the hook's options as its props, so the prop table can describe them.
 */
export interface AutoDismissDemoProps {
  /** The hook's `duration`: how long the notice stays, in ms, counted only while neither hovered nor focused. */
  duration?: number;
  /** The hook's `enabled`: off, the notice stays until dismissed by hand (an alert). */
  enabled?: boolean;
}

function Toast({ onGone, duration = 10_000, enabled = true }: AutoDismissDemoProps & { onGone: () => void }) {
  const { paused, handlers } = useAutoDismiss({ duration, onDismiss: onGone, enabled });
  return (
    <div role="status" {...handlers} style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16 }}>
      <span>Item added to cart{paused ? ' (paused)' : ''}</span>
      <Button size="sm" variant="secondary">
        Undo
      </Button>
    </div>
  );
}

/** A notice that leaves after `duration` (10 s by default), its countdown paused while hovered or focused. */
export function AutoDismissDemo(props: AutoDismissDemoProps) {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown ? <Toast {...props} onGone={() => setShown(false)} /> : <p>Dismissed</p>}
      <p>
        <button type="button">Elsewhere</button>
      </p>
    </>
  );
}
