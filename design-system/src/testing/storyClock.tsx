import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ClockProvider, MotionProvider, createManualClock, type ManualClock } from '../primitives/clock';

/**
 * A manual clock for a screen's timed behaviour (3 s rotation, 10 s auto-dismissal): the
 * decorator provides it, `advance` moves it once a timer is waiting. `reduced` forces reduced
 * motion on or off whatever the machine prefers.
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
      await waitFor(() => expect(clock.pending()).toBeGreaterThan(0), { timeout: 10_000 });
      clock.advance(ms);
    },
    pending: () => clock.pending(),
  };
}
