/**
 * How a database failure reaches a client: `unavailable` (the database cannot be reached or is
 * shutting down: 503, try again) or `bad-value` (it refused a value a client sent, which the
 * contract should have refused first: 400). Anything else is a bug (500).
 */
export type DatabaseFailure = 'unavailable' | 'bad-value';

/** SQLSTATE classes and codes (PostgreSQL appendix A). */
const UNAVAILABLE_STATES = /^(08|53|57P0[1-4]|57014|40001|40P01)/;
const BAD_VALUE_STATES = /^(22)/;
/** Node and pg errors of a connection that could not be made or was lost. */
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

/** The error and its causes, outermost first (Drizzle wraps the driver's error in `cause`). */
function* chainOf(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

const sqlStateOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/** Classifies a database error anywhere in the cause chain; undefined when it is not one. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  for (const link of chainOf(error)) {
    const state = sqlStateOf(link);
    if (state && UNAVAILABLE_STATES.test(state)) return 'unavailable';
    if (state && BAD_VALUE_STATES.test(state)) return 'bad-value';
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_NODE_CODES.has(code)) return 'unavailable';
    const message = (link as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
  }
  return undefined;
}

/**
 * What may be logged of a failed request: error names, SQLSTATEs, the failing statement with its
 * `$1` placeholders, and the constraint/table/column names. Never the parameters, and never the
 * database's own message or detail, which quote the offending values (`Key (email)=(…)`).
 */
export function describeForLog(error: unknown): Record<string, unknown> {
  const chain: Record<string, unknown>[] = [];
  for (const link of chainOf(error)) {
    const value = link as Record<string, unknown>;
    const state = sqlStateOf(link);
    const query = typeof value['query'] === 'string' ? value['query'] : undefined;
    const isDatabase = state !== undefined || query !== undefined || /Drizzle|Database/i.test(String(value['name']));
    chain.push({
      type: value['name'] ?? (link as object).constructor?.name,
      ...(state ? { sqlState: state } : {}),
      ...(query ? { query } : {}),
      ...['constraint', 'table', 'column'].reduce<Record<string, unknown>>((picked, key) => {
        if (typeof value[key] === 'string') picked[key] = value[key];
        return picked;
      }, {}),
      ...(isDatabase ? {} : { message: String(value['message'] ?? link), stack: value['stack'] }),
    });
  }
  return { chain };
}
