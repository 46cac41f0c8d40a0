import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import * as pglite from '@electric-sql/pglite';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { drizzlePGliteClass, PREPARED_STATEMENT_LIMIT } from '../src/database/pglite-client.js';

const DrizzlePGlite = drizzlePGliteClass(pglite);

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

  it('prepares a statement with parameters once, by name, and then runs it in one call into the engine', async () => {
    const calls = jest.spyOn(fast, 'execProtocolStream');
    const statement = sql`select ${7}::int + ${'5'}::int as n, ${'x'} as t`;
    const first = await drizzle({ client: fast }).execute(statement);
    expect(calls).toHaveBeenCalledTimes(2); // parse + describe, then bind + execute
    const second = await drizzle({ client: fast }).execute(statement);
    expect(calls).toHaveBeenCalledTimes(3);
    calls.mockRestore();
    expect(first.rows).toEqual([{ n: 12, t: 'x' }]);
    expect(second.rows).toEqual(first.rows);
    const { rows } = await fast.query<{ statement: string }>(
      `select statement from pg_prepared_statements where statement like '%as n, $3 as t'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('answers inserts, updates and typed parameters in a transaction as plain PGlite does, and rolls back on failure', async () => {
    const at = new Date('2026-05-06T07:08:09.000Z');
    const run = async (client: PGlite) => {
      const db = drizzle({ client });
      const inserted = await db.transaction(async (tx) => {
        const rows = await tx.execute(sql`insert into t values (${2}, ${at}, ${'2026-05-06'}) returning id, at, day`);
        const updated = await tx.execute(sql`update t set day = ${'2026-05-07'} where id = ${2}`);
        return { rows: rows.rows, affected: updated.affectedRows };
      });
      const failed = await db
        .transaction(async (tx) => {
          await tx.execute(sql`update t set day = ${'2026-12-31'} where id = ${2}`);
          await tx.execute(sql`insert into t values (${2}, ${at}, ${'2026-05-06'})`);
        })
        .catch((error: unknown) => error);
      const after = await db.execute(sql`select id, day from t where id = ${2}`);
      return { inserted, failed, after: after.rows };
    };
    const [viaPlain, viaFast] = [await run(plain), await run(fast)];
    expect(viaFast.inserted).toEqual(viaPlain.inserted);
    expect(viaFast.inserted.affected).toBe(1);
    expect(viaFast.after).toEqual([{ id: 2, day: '2026-05-07' }]);
    expect(viaFast.after).toEqual(viaPlain.after);
    const cause = (error: unknown) => (error as { cause?: { code?: string; query?: string } }).cause;
    expect(cause(viaFast.failed)?.code).toBe('23505');
    expect(cause(viaFast.failed)?.query).toBe(cause(viaPlain.failed)?.query);
    const prepared = await fast.query(
      `select 1 from pg_prepared_statements where statement like 'insert into t values ($1, $2, $3)%'`,
    );
    expect(prepared.rows).toHaveLength(2); // both inserts of the transactions were prepared too
  });

  it('reports a database error with its statement and parameters, and does not keep a statement that failed to parse', async () => {
    const error = (await fast.query('select * from no_such_table where id = $1', [1]).catch((e: unknown) => e)) as {
      code?: string;
      query?: string;
      params?: unknown[];
    };
    expect(error.code).toBe('42P01');
    expect(error.query).toBe('select * from no_such_table where id = $1');
    expect(error.params).toEqual([1]);
    await fast.exec('create table no_such_table (id int)');
    await expect(fast.query('select * from no_such_table where id = $1', [1])).resolves.toMatchObject({ rows: [] });
    const bad = (await fast.query('select $1::uuid as id', ['not-a-uuid']).catch((e: unknown) => e)) as {
      code?: string;
    };
    expect(bad.code).toBe('22P02');
    await expect(fast.query('select $1::uuid as id', ['6d3c2b0e-0000-4000-8000-000000000000'])).resolves.toMatchObject({
      rows: [{ id: '6d3c2b0e-0000-4000-8000-000000000000' }],
    });
  });

  it('keeps at most PREPARED_STATEMENT_LIMIT statements prepared, and runs any further text as PGlite does', async () => {
    const client = new DrizzlePGlite('memory://', {
      loadDataDir: new Blob([readFileSync(process.env['PGLITE_TEMPLATE']!)]),
    });
    for (let i = 0; i <= PREPARED_STATEMENT_LIMIT + 10; i++) {
      const { rows } = await client.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(rows[0]!.n).toBe(i + 1);
    }
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements');
    expect(rows[0]!.count).toBe(PREPARED_STATEMENT_LIMIT);
    await client.close();
  });

  it('passes any other parsers through', async () => {
    const result = await fast.query<{ n: string }>('select 42::int as n', [], {
      parsers: { 23: (value: string) => `int:${value}` },
    });
    expect(result.rows[0]!.n).toBe('int:42');
  });
});
