import { theme } from '../../tokens';
import { BOTTOM_BAR_ROOM } from '../../tokens/chrome';
import { Button } from '../Button';
import { useBottomBarRoom } from './useBottomBarRoom';

export interface BottomBarDemoProps {
  /** The words in the bar: a longer text wraps on a phone, the bar grows and the room it declares with it. */
  message?: string;
}

/** A bar fixed at the foot, and a note placed the way notices at the foot are: above the room it declares. */
export function BottomBarDemo({ message = 'Three kits picked for you' }: BottomBarDemoProps) {
  const bar = useBottomBarRoom<HTMLElement>();
  return (
    <>
      <p
        data-testid="above-the-bar"
        style={{ position: 'fixed', left: 16, right: 16, bottom: `calc(16px + ${BOTTOM_BAR_ROOM})`, margin: 0 }}
      >
        A notice at the foot sits here, above the bar.
      </p>
      <aside
        ref={bar}
        aria-label="Recommendations"
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          display: 'flex',
          gap: 12,
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: 16,
          background: theme.colors.surfaceInk,
          color: theme.colors.textInverse,
        }}
      >
        <span>{message}</span>
        <Button size="sm">Add all</Button>
      </aside>
    </>
  );
}
