import { install } from '@sinonjs/fake-timers';

export type FakeClock = ReturnType<typeof install>;

/**
 * Runs `play` with fake timers (`setTimeout`, `setInterval` and `Date`; animation frames stay
 * real), so a 3 s rotation or a 10 s auto-dismissal is tested by advancing the clock, never by
 * waiting. Use `fireEvent` inside (user-event waits on timers) and `nextFrame()` to let React
 * render after a tick. The real timers are back when it returns or throws.
 */
export async function withFakeClock(play: (clock: FakeClock) => Promise<void>): Promise<void> {
  const clock = install({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  try {
    await play(clock);
  } finally {
    clock.uninstall();
  }
}

/** Resolves on the next animation frame: React has rendered what the last event or tick changed. */
export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Makes `matchMedia('(prefers-reduced-motion: reduce)')` match, for a story's `beforeEach`;
 * returns the cleanup that restores the real one.
 */
export function preferReducedMotion(): () => void {
  const real = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const result = real(query);
    if (!query.includes('prefers-reduced-motion: reduce')) return result;
    return Object.assign(Object.create(result) as MediaQueryList, { matches: true, media: query });
  };
  return () => {
    window.matchMedia = real;
  };
}
