import { describe, expect, it, vi } from 'vitest';

/** The schemas' chunk, made to fail to load once when asked to (a dropped connection). */
const chunk = vi.hoisted(() => ({ failNextLoad: false }));
vi.mock('./responseSchemas', async (importOriginal) => {
  if (chunk.failNextLoad) {
    chunk.failNextLoad = false;
    throw new Error('The chunk failed to load.');
  }
  return importOriginal();
});

describe('the lazily loaded response schemas', () => {
  it('are asked for again after their chunk failed to load', async () => {
    vi.resetModules();
    const { loadResponseSchemas } = await import('./lazySchema');
    chunk.failNextLoad = true;
    await expect(loadResponseSchemas()).rejects.toThrow();
    await expect(loadResponseSchemas()).resolves.toHaveProperty('schemaNamed');
  });
});
