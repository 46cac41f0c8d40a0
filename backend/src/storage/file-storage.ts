import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Files kept outside the database engine (bug-report screenshots), by key. A key is a relative,
 * slash-separated name of lower-case letters, digits and dashes (`bug-reports/<uuid>`): the caller
 * picks it, never the client. A filesystem folder today; object storage can take its place.
 */
export interface FileStorage {
  /** Streams `data` into the file `key` (replacing any); the file appears whole or not at all. Resolves to its size. */
  put(key: string, data: Readable): Promise<number>;
  /** The file's bytes as a stream, or undefined when there is none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/**
 * Files in a folder (UPLOADS_DIR). A file is written under a temporary name beside its place and
 * renamed when complete, so a reader never sees half a file and a failed upload leaves none.
 */
export class FilesystemStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Readable): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    try {
      await pipeline(data, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return (await stat(target)).size;
  }

  async get(key: string): Promise<Readable | undefined> {
    const stream = createReadStream(this.pathOf(key));
    // Opening is asynchronous: wait for it, so a missing file answers undefined rather than a stream that fails.
    return new Promise((resolve, reject) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' ? resolve(undefined) : reject(error),
      );
    });
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** UPLOADS_DIR, or `uploads/` beside PGlite's data folder (`./data` → `./uploads`). */
export function uploadsDirOf(env: { UPLOADS_DIR?: string | undefined; DATA_DIR: string }): string {
  if (env.UPLOADS_DIR) return path.resolve(env.UPLOADS_DIR);
  if (env.DATA_DIR.startsWith('memory://')) return path.resolve('uploads');
  return path.resolve(env.DATA_DIR, '..', 'uploads');
}
