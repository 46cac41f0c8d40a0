import type { ClientBase, QueryConfig } from 'pg';
import { PREPARED_STATEMENT_LIMIT } from './pglite-client.js';

/**
 * Makes a pooled PostgreSQL connection keep its statements prepared: a statement with parameters
 * gets a name the first time this connection runs its text, so PostgreSQL parses and plans it once
 * per connection instead of on every call (node-postgres then sends only bind and execute). Drizzle
 * names none of the shop's statements itself. As with PGlite (`pglite-client.ts`), a text made per
 * call stops being named once `PREPARED_STATEMENT_LIMIT` texts are. Named statements need each
 * transaction's statements on one server session: a direct connection or session pooling, as the
 * advisory lock of migrations already does (docs/operations.md).
 */
export function keepStatementsPrepared(client: ClientBase): void {
  const names = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, values: unknown): unknown => {
    if (!config || typeof config !== 'object') return config;
    const { text, name, values: own } = config as QueryConfig;
    const params = Array.isArray(values) ? values : own;
    if (name || typeof text !== 'string' || !params?.length) return config;
    let statement = names.get(text);
    if (!statement && names.size < PREPARED_STATEMENT_LIMIT) {
      statement = `profit_${names.size + 1}`;
      names.set(text, statement);
    }
    return statement ? { ...config, name: statement } : config;
  };
  client.query = ((config: unknown, values?: unknown, callback?: unknown) =>
    query(named(config, values), values, callback)) as ClientBase['query'];
}
