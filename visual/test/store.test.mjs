import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { hashOf, openStore } from '../lib/store.mjs';

const temporaryDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'baselines-'));

describe('the baseline store', () => {
  it('keeps a picture that several stories share once, and reads it back under each name', () => {
    const dir = temporaryDir();
    const store = openStore(dir);
    const closed = Buffer.from('closed dialog');
    store.write('a--closed.375.png', closed);
    store.write('b--closed.375.png', closed);
    store.write('a--open.375.png', Buffer.from('open dialog'));
    store.save();
    const reopened = openStore(dir);
    assert.deepEqual(reopened.read('b--closed.375.png'), closed);
    assert.equal(reopened.read('c--none.375.png'), undefined);
    assert.deepEqual(reopened.size(), { named: 3, distinct: 2, bytes: closed.length + 'open dialog'.length });
    assert.deepEqual(
      fs.readdirSync(path.join(dir, 'pictures')).sort(),
      [`${hashOf(closed)}.png`, `${hashOf(Buffer.from('open dialog'))}.png`].sort(),
    );
  });

  it('deletes a picture once no name refers to it, and keeps one that another name still uses', () => {
    const dir = temporaryDir();
    const store = openStore(dir);
    store.write('a--x.375.png', Buffer.from('one'));
    store.write('b--x.375.png', Buffer.from('one'));
    store.write('c--x.375.png', Buffer.from('two'));
    store.save();
    store.remove('a--x.375.png');
    store.write('c--x.375.png', Buffer.from('three'));
    store.save();
    const reopened = openStore(dir);
    assert.deepEqual(reopened.names().sort(), ['b--x.375.png', 'c--x.375.png']);
    assert.equal(reopened.size().distinct, 2);
    assert.equal(fs.readdirSync(path.join(dir, 'pictures')).length, 2);
  });
});
