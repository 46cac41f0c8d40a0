// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

const Part = ({ label }: { label: string }) => <p>{label}</p>;

/** Renders `Lazy` under a Suspense whose fallback says when the part suspended. */
function renderPart(Lazy: ReturnType<typeof lazyPart<{ label: string }>>) {
  return render(
    <Suspense fallback={<p>waiting</p>}>
      <Lazy label="the menu" />
    </Suspense>,
  );
}

afterEach(cleanup);

describe('lazyPart', () => {
  it('suspends on its first rendering while its code is still to come', async () => {
    const Lazy = lazyPart(async () => Part);
    renderPart(Lazy);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('the menu')).toBeTruthy();
  });

  it('once preloaded, renders at its first rendering without suspending, and loads its code once', async () => {
    const load = vi.fn(async () => Part);
    const Lazy = lazyPart(load);
    await act(() => Lazy.preload());
    renderPart(Lazy);
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('the menu')).toBeTruthy();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again at its first rendering when a preload could not fetch its code (offline a moment)', async () => {
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Part);
    const Lazy = lazyPart(load);
    await act(() => Lazy.preload());
    renderPart(Lazy);
    expect(await screen.findByText('the menu')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('becomes its fallback when its code cannot be fetched, preloaded or not', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = lazyPart<{ label: string }>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => <p>could not be opened</p>,
    );
    await act(() => Lazy.preload());
    renderPart(Lazy);
    expect(await screen.findByText('could not be opened')).toBeTruthy();
  });
});
