import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureVisit } from './visit';

// The measuring code could not be fetched: the server went away during the visit.
vi.mock('./reportVitals', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/reportVitals.js');
});

afterEach(() => vi.restoreAllMocks());

describe('measureVisit', () => {
  it('a sampled visit whose measuring code cannot be fetched measures nothing and raises nothing', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const idle: (() => void)[] = [];
    const win = {
      location: { pathname: '/' },
      navigator: { sendBeacon: () => true },
      matchMedia: () => ({ matches: true }),
      document: { readyState: 'complete' },
      requestIdleCallback: (callback: () => void) => idle.push(callback),
    } as unknown as Window;
    measureVisit(win);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    // An unhandled rejection fails the run; give it the turns it needs to surface.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});
