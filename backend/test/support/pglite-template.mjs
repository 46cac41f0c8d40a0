/**
 * The migrated PGlite database every test starts from, built once per migration set: a dump kept in
 * the system's temp folder under a hash of the migrations. Built in Jest's global set-up (before any
 * suite and outside every suite's time limit), where creating and migrating a database can take tens
 * of seconds on a busy machine; a test then loads it in well under a second.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The template's file for the current migrations (it may not exist yet). */
export function templateFile() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS);
  return join(tmpdir(), `profit-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Builds the template unless it exists; answers its file. */
export async function buildPgliteTemplate() {
  const file = templateFile();
  if (existsSync(file)) return file;
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite('memory://');
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}
