/**
 * The baselines, stored by content: `index.json` maps each picture's name
 * (`<story-id>.<width>.png`) to the SHA-256 of its bytes, and `pictures/<hash>.png` holds each
 * distinct picture once — many stories rest on the same screen (a closed dialog, a loading page),
 * and their pictures cost the repository's budget once. A change of a story's picture shows in a
 * pull request as its line of the index and, when new, the picture itself.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INDEX = 'index.json';
const PICTURES = 'pictures';

export const hashOf = (png) => createHash('sha256').update(png).digest('hex').slice(0, 20);

/** Opens the store in `dir` (created empty where there is none). */
export function openStore(dir) {
  const indexFile = path.join(dir, INDEX);
  const picturesDir = path.join(dir, PICTURES);
  /** @type {Record<string, string>} */
  const index = fs.existsSync(indexFile) ? JSON.parse(fs.readFileSync(indexFile, 'utf8')) : {};
  const pictureFile = (hash) => path.join(picturesDir, `${hash}.png`);

  return {
    /** The names of every stored picture. */
    names: () => Object.keys(index),
    /** A picture's bytes, or undefined when it has no baseline. */
    read(name) {
      const hash = index[name];
      return hash && fs.existsSync(pictureFile(hash)) ? fs.readFileSync(pictureFile(hash)) : undefined;
    },
    /** Stores `png` as the picture `name` (its bytes written once, whoever else shares them). */
    write(name, png) {
      const hash = hashOf(png);
      fs.mkdirSync(picturesDir, { recursive: true });
      if (!fs.existsSync(pictureFile(hash))) fs.writeFileSync(pictureFile(hash), png);
      index[name] = hash;
    },
    remove(name) {
      delete index[name];
    },
    /** Writes the index (sorted, one line a picture) and deletes the pictures nothing names any more. */
    save() {
      const sorted = Object.fromEntries(Object.entries(index).sort(([a], [b]) => a.localeCompare(b)));
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(indexFile, `${JSON.stringify(sorted, null, 2)}\n`);
      const used = new Set(Object.values(index));
      if (!fs.existsSync(picturesDir)) return;
      for (const file of fs.readdirSync(picturesDir))
        if (!used.has(file.replace(/\.png$/, ''))) fs.rmSync(path.join(picturesDir, file));
    },
    /** What the store holds: pictures named, distinct pictures kept, and their bytes. */
    size() {
      const distinct = [...new Set(Object.values(index))].filter((hash) => fs.existsSync(pictureFile(hash)));
      const bytes = distinct.reduce((sum, hash) => sum + fs.statSync(pictureFile(hash)).size, 0);
      return { named: Object.keys(index).length, distinct: distinct.length, bytes };
    },
  };
}
