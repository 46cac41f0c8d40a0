import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ClockProvider, MotionProvider, createManualClock, type ManualClock } from '../primitives/clock';

/**
 * A manual clock for a screen's timed behaviour (3 s rotation, 10 s auto-dismissal): the
 * decorator provides it, `advance` moves it once a timer is waiting, `elapse` moves it at once
 * (time passing while nothing may be waiting, e.g. a paused countdown). `reduced` forces reduced
 * motion on or off whatever the machine prefers.
 *
 * Each story gets its own clock (`reset` in the meta's `beforeEach`). An `advance` still waiting
 * when its story ends (a play function that did not await it) never touches the next story's
 * clock: it belongs to the clock it was called on, and gives up quietly once that one is replaced.
 * Without this, a forgotten `advance` of one story closed the next story's overlay the moment its
 * countdown started (the stories run one after another in one page).
 */
export function storyClock({ reduced = false }: { reduced?: boolean } = {}) {
  let clock: ManualClock = createManualClock();
  const decorator: Decorator = (Story) => (
    <MotionProvider reduced={reduced}>
      <ClockProvider clock={clock}>
        <Story />
      </ClockProvider>
    </MotionProvider>
  );
  return {
    decorator,
    reset: () => {
      clock = createManualClock();
    },
    /** Advances by `ms` once something is scheduled (React runs effects after painting). */
    advance: async (ms: number) => {
      const own = clock;
      await waitFor(
        () => {
          if (clock !== own) return;
          expect(own.pending()).toBeGreaterThan(0);
        },
        { timeout: 10_000 },
      );
      if (clock === own) own.advance(ms);
    },
    /** Advances by `ms` now, whether or not anything is scheduled. */
    elapse: (ms: number) => clock.advance(ms),
    pending: () => clock.pending(),
  };
}
