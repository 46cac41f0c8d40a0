// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './useScrolledPast';

/** Says whether the window is scrolled past 50 px; a button renders it again (as a navigation does). */
function Bar() {
  const scrolled = useScrolledPast();
  const [, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders((count) => count + 1)}>
      {scrolled ? 'scrolled' : 'at the top'}
    </button>
  );
}

/** Scrolls the window to `y` and lets the store's listeners (told on a timer after the scroll) run. */
async function scrollTo(y: number) {
  await act(async () => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(async () => {
  cleanup();
  await scrollTo(0);
  vi.restoreAllMocks();
});

describe('useScrolledPast', () => {
  it('follows the window past the threshold and back', async () => {
    render(<Bar />);
    expect(screen.getByRole('button').textContent).toBe('at the top');
    await scrollTo(400);
    expect(screen.getByRole('button').textContent).toBe('scrolled');
    await scrollTo(10);
    expect(screen.getByRole('button').textContent).toBe('at the top');
  });

  it('asks the window nothing when the bar renders again (reading the scroll would lay the page out mid-commit)', async () => {
    await scrollTo(400);
    render(<Bar />);
    const scrollY = vi.spyOn(window, 'scrollY', 'get');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('scrolled');
    expect(scrollY).not.toHaveBeenCalled();
  });
});
