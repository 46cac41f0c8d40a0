import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { drizzlePGliteClass } from '../src/database/pglite-client.js';

const DrizzlePGlite = drizzlePGliteClass(PGlite);

/** Every kind of value Drizzle reads raw or parses itself, through plain PGlite and through `DrizzlePGlite`. */
const probe = sql`
  select now()::timestamptz as tz, '2026-01-02 03:04:05'::timestamp as ts, '2026-01-02'::date as d, '1 day 2 hours'::interval as i,
         array['2026-01-02 03:04:05+00'::timestamptz] as tza, array['2026-01-02'::date] as da, array[1.5::numeric] as na,
         array['1 hour'::interval] as ia, array['2026-01-02 03:04:05'::timestamp] as tsa,
         42::int as n, 'x'::text as t, '{"a":1}'::jsonb as j, true as b, array[1,2]::int[] as ints`;

describe('DrizzlePGlite', () => {
  let plain: PGlite;
  let fast: InstanceType<typeof DrizzlePGlite>;
  beforeAll(async () => {
    // From the template built once in Jest's global set-up: no initdb here, which a busy machine may
    // take tens of seconds over.
    const template = () => new Blob([readFileSync(process.env['PGLITE_TEMPLATE']!)]);
    plain = new PGlite('memory://', { loadDataDir: template() });
    fast = new DrizzlePGlite('memory://', { loadDataDir: template() });
    await Promise.all([plain.waitReady, fast.waitReady]);
    for (const client of [plain, fast])
      await client.exec(`create table t (id int primary key, at timestamptz not null, day date not null)`);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), fast.close()]);
  });

  it('answers Drizzle exactly what plain PGlite answers', async () => {
    const [a, b] = await Promise.all([
      drizzle({ client: plain }).execute(probe),
      drizzle({ client: fast }).execute(probe),
    ]);
    expect({ ...b.rows[0], tz: undefined }).toEqual({ ...a.rows[0], tz: undefined });
    expect(typeof b.rows[0]!.tz).toBe('string');
    expect(b.rows[0]!.ints).toEqual([1, 2]);
    expect(b.rows[0]!.j).toEqual({ a: 1 });
    const at = new Date('2026-03-04T05:06:07.890Z');
    for (const client of [plain, fast])
      await drizzle({ client }).execute(sql`insert into t values (1, ${at.toISOString()}, '2026-03-04')`);
    const [pa, fa] = await Promise.all([
      plain.query('select * from t', [], {
        rowMode: 'array',
        parsers: { 1184: (v: string) => v, 1082: (v: string) => v },
      }),
      fast.query('select * from t', [], {
        rowMode: 'array',
        parsers: { 1184: (v: string) => v, 1082: (v: string) => v },
      }),
    ]);
    expect(fa.rows).toEqual(pa.rows);
  });

  it("leaves Drizzle's raw-text parsers out of each query (PGlite would copy its whole table of parsers)", async () => {
    const query = jest.spyOn(PGlite.prototype, 'query');
    await drizzle({ client: fast }).execute(sql`select now() as tz`);
    expect(query).toHaveBeenCalledTimes(1);
    expect(query.mock.calls[0]![2]).not.toHaveProperty('parsers');
    query.mockRestore();
  });

  it('passes any other parsers through', async () => {
    const result = await fast.query<{ n: string }>('select 42::int as n', [], {
      parsers: { 23: (value: string) => `int:${value}` },
    });
    expect(result.rows[0]!.n).toBe('int:42');
  });
});
