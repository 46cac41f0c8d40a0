import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The timers the components read: the real ones in the shop, a manual clock in stories so that
 * a 10 s auto-dismissal or a 3 s rotation is tested by advancing time, never by waiting for it.
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export const realClock: Clock = {
  // Monotonic, and untouched by the fixed date of deterministic stories.
  now: () => performance.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

/** A clock that moves only when told (`advance(ms)`), firing due timers in order. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  /** Timers waiting to fire. */
  pending(): number;
  /** Drops every timer and goes back to the start (before each story). */
  reset(): void;
}

export function createManualClock(start = Date.UTC(2026, 0, 15, 10, 30)): ManualClock {
  let current = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => current,
    setTimeout(callback, ms) {
      const id = nextId;
      nextId += 1;
      timers.set(id, { at: current + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(id) {
      timers.delete(id);
    },
    advance(ms) {
      const until = current + ms;
      for (;;) {
        let dueId: number | undefined;
        let dueAt = Infinity;
        for (const [id, timer] of timers)
          if (timer.at <= until && timer.at < dueAt) {
            dueAt = timer.at;
            dueId = id;
          }
        if (dueId === undefined) break;
        const timer = timers.get(dueId)!;
        timers.delete(dueId);
        current = timer.at;
        timer.callback();
      }
      current = until;
    },
    pending: () => timers.size,
    reset() {
      timers.clear();
      current = start;
    },
  };
}

const ClockContext = createContext<Clock>(realClock);

export interface ClockProviderProps {
  /** The timers the components inside read (`realClock` when there is no provider; a manual clock in stories). */
  clock: Clock;
  children: ReactNode;
}

export function ClockProvider({ clock, children }: ClockProviderProps) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}

const MotionContext = createContext<boolean | undefined>(undefined);

export interface MotionProviderProps {
  /** `true` stops motion inside, `false` allows it, `undefined` follows the visitor's `prefers-reduced-motion`. */
  reduced: boolean | undefined;
  /** What it applies to: every `useReducedMotion` inside reads it. */
  children: ReactNode;
}

/** Forces reduced motion on (deterministic stories) or off, whatever the machine prefers. */
export function MotionProvider({ reduced, children }: MotionProviderProps) {
  return <MotionContext.Provider value={reduced}>{children}</MotionContext.Provider>;
}

const QUERY = '(prefers-reduced-motion: reduce)';

const subscribeToMotion = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
/** A page rendered ahead of time is rendered with motion; hydrated, it then follows the visitor's preference. */
const renderedAheadWithMotion = () => false;

/** Whether motion should stop: the visitor's `prefers-reduced-motion`, unless a `MotionProvider` says otherwise. */
export function useReducedMotion(): boolean {
  const forced = useContext(MotionContext);
  const prefers = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, renderedAheadWithMotion);
  return forced ?? prefers;
}

const noSubscription = () => () => undefined;
const onTheClient = () => false;
const aheadOfTime = () => true;

/**
 * Whether this render is ahead of time (the prerender) or hydrating markup rendered ahead: the
 * component must render what the markup holds. False in a render on the client, and in the render
 * React makes right after hydrating.
 */
export function useRenderedAhead(): boolean {
  return useSyncExternalStore(noSubscription, onTheClient, aheadOfTime);
}

/**
 * Whether the page is being pictured for visual regression (this project's runner, or Chromatic):
 * things that play out over time, like a figure counting up, are shown in their final state, as a
 * reader who has watched them sees it.
 */
export function isPictured(): boolean {
  return typeof navigator !== 'undefined' && /\b(ProfitVisual|Chromatic)\b/.test(navigator.userAgent);
}
