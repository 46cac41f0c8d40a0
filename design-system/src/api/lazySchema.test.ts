import { ProductSchema, ProfileResponseSchema } from '@profit/contract';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema, loadSchema, schemaFinder } from './lazySchema';

/** The list of schema modules, made to fail to load once when asked to (a dropped connection). */
const chunk = vi.hoisted(() => ({ failNextLoad: false }));
vi.mock('./schemaModules', async (importOriginal) => {
  if (chunk.failNextLoad) {
    chunk.failNextLoad = false;
    throw new Error('The chunk failed to load.');
  }
  return importOriginal();
});

/** Two schema modules standing for the contract's, the second one's import counted. */
function twoModules() {
  const first = vi.fn(async () => ({ ProductSchema }));
  const second = vi.fn(async () => ({ ProfileResponseSchema }));
  return { first, second, find: schemaFinder([first, second]) };
}

describe('the response schemas, imported module by module', () => {
  it('import no module after the one that holds the name', async () => {
    const { second, find } = twoModules();
    await expect(find('ProductSchema')).resolves.toBe(ProductSchema);
    expect(second).not.toHaveBeenCalled();
  });

  it('import the next modules in turn when the first do not hold it', async () => {
    const { first, second, find } = twoModules();
    await expect(find('ProfileResponseSchema')).resolves.toBe(ProfileResponseSchema);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });

  it('give the browser a task between the first imports of two modules', async () => {
    const { second, find } = twoModules();
    vi.useFakeTimers();
    try {
      const found = find('ProfileResponseSchema');
      for (let microtask = 0; microtask < 20; microtask += 1) await Promise.resolve();
      expect(second).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      await expect(found).resolves.toBe(ProfileResponseSchema);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ask again for a module that failed to load (a dropped connection)', async () => {
    const flaky = vi
      .fn<() => Promise<object>>()
      .mockRejectedValueOnce(new Error('The chunk failed to load.'))
      .mockResolvedValue({ ProductSchema });
    const find = schemaFinder([flaky]);
    await expect(find('ProductSchema')).rejects.toThrow('The chunk failed to load.');
    await expect(find('ProductSchema')).resolves.toBe(ProductSchema);
  });

  it('say which name no module holds', async () => {
    const { find } = twoModules();
    await expect(find('AuthResponseSchema')).rejects.toThrow('AuthResponseSchema');
  });

  it('ask again for their list after its chunk failed to load', async () => {
    vi.resetModules();
    const { loadSchema: loadAfresh } = await import('./lazySchema');
    chunk.failNextLoad = true;
    await expect(loadAfresh('ProductSchema')).rejects.toThrow();
    await expect(loadAfresh('ProductSchema')).resolves.toBeDefined();
  });

  it('find every schema of the contract, and validate through it lazily', async () => {
    await expect(loadSchema('AdminOverviewSchema')).resolves.toBeDefined();
    const result = await lazySchema('ProductSchema')['~standard'].validate({ id: 'x' });
    expect(result.issues?.length).toBeGreaterThan(0);
  });
});
