import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { users } from '../src/database/schema.js';
import type { Database } from '../src/database/database.js';
import { describeForLog, databaseFailureOf } from '../src/common/database-errors.js';
import { toErrorBody } from '../src/common/error.filter.js';
import { openTestDatabase } from './support/test-app.js';

/** The error a real failing query raises: a name with a NUL byte, beside an e-mail address. */
async function failingInsert(database: Database): Promise<unknown> {
  try {
    await database.db
      .insert(users)
      .values({ googleSub: 'nul-test', email: 'meera.iyer@example.in', name: 'Meera\u0000Iyer' });
  } catch (error) {
    return error;
  }
  throw new Error('the insert succeeded');
}

describe('a database refusal of a client value', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is a 400 for the client, never a 500', async () => {
    const error = await failingInsert(database);
    expect(databaseFailureOf(error)).toBe('bad-value');
    expect(toErrorBody(error)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request holds a value the shop cannot accept.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('is logged with its SQLSTATE and statement, never with the parameters (e-mail, name)', async () => {
    const error = await failingInsert(database);
    const described = describeForLog(error) as { chain: { query?: string }[] };
    expect(described.chain[0]?.query).toContain('insert into "users"');
    const logged = JSON.stringify(described);
    expect(logged).toMatch(/"sqlState":"22\w{3}"/);
    expect(logged).not.toContain('meera');
    expect(logged).not.toContain('Meera');
  });

  it('tells an unreachable database (503) from a bug (500)', () => {
    expect(databaseFailureOf(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      'unavailable',
    );
    expect(databaseFailureOf(new Error('wrapper', { cause: { code: '57P01' } }))).toBe('unavailable');
    expect(toErrorBody(new Error('Connection terminated unexpectedly'))).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(toErrorBody(new TypeError('x is undefined'))).toMatchObject({ statusCode: 500, code: 'INTERNAL' });
  });
});
