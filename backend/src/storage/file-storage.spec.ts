import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from '@jest/globals';
import { FilesystemStorage, uploadsDirOf } from './file-storage.js';

const folder = () => mkdtempSync(path.join(tmpdir(), 'profit-storage-'));

describe('FilesystemStorage', () => {
  it('keeps what it is given under the key, gives it back, and forgets it', async () => {
    const storage = new FilesystemStorage(folder());
    expect(await storage.put('bug-reports/abc-1', Readable.from([Buffer.from('one '), Buffer.from('two')]))).toBe(7);
    expect(readFileSync(path.join(storage.root, 'bug-reports', 'abc-1'), 'utf8')).toBe('one two');
    expect((await buffer((await storage.get('bug-reports/abc-1'))!)).toString()).toBe('one two');
    await storage.delete('bug-reports/abc-1');
    expect(await storage.get('bug-reports/abc-1')).toBeUndefined();
    await storage.delete('bug-reports/abc-1');
  });

  it('leaves no file, whole or partial, when the stream fails half-way', async () => {
    const storage = new FilesystemStorage(folder());
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.put('bug-reports/cut', failing)).rejects.toThrow('the client went away');
    expect(readdirSync(path.join(storage.root, 'bug-reports'))).toEqual([]);
  });

  it('refuses a key that could leave its folder', async () => {
    const storage = new FilesystemStorage(folder());
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'A', 'a//b', 'a/'])
      await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow('Not a storage key');
  });
});

describe('uploadsDirOf', () => {
  it('puts the uploads beside the database folder unless UPLOADS_DIR says where', () => {
    expect(uploadsDirOf({ DATA_DIR: '/var/lib/profit/data' })).toBe('/var/lib/profit/uploads');
    expect(uploadsDirOf({ DATA_DIR: './data', UPLOADS_DIR: '/srv/uploads' })).toBe('/srv/uploads');
  });
});
