import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** PGlite's module, as loaded by the caller (on demand, and once: Jest's ESM loader cannot link it twice at once). */
type PGliteModule = typeof import('@electric-sql/pglite');

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type RowDescription = Extract<BackendMessage, { name: 'rowDescription' }>;

/**
 * The types Drizzle's PGlite driver (0.45) asks to receive as the raw text (it maps them itself):
 * timestamp, timestamptz, interval, date and their arrays, plus numeric[].
 */
const RAW_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const RAW_TEXT = new Set(RAW_TEXT_TYPES);
const PROBE = '2000-01-01 00:00:00+00';
const asRawText = (value: string): string => value;

/**
 * How many statements are kept prepared. The shop's statements are a few dozen texts; a text made
 * per call (an `in (…)` list of varying length) stops being prepared once the table is full and runs
 * as before.
 */
export const PREPARED_STATEMENT_LIMIT = 256;

/** A statement prepared by name in PGlite's session: its parameter types and its rows' shape. */
interface PreparedStatement {
  name: string;
  parameterTypes: number[];
  rowDescription: RowDescription | undefined;
}

/** Whether these per-query parsers only hand back the raw text of the types above. */
function onlyRawText(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  for (const key in parsers) {
    const type = Number(key);
    if (!RAW_TEXT.has(type) || parsers[type]!(PROBE) !== PROBE) return false;
  }
  return true;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite for Drizzle, made cheaper per query in two ways; rows and errors come back exactly as
 * PGlite's own `query` gives them.
 *
 * - Drizzle passes its parsers with every query, and PGlite then copies its whole table of ~320
 *   parsers into a new object per query (about 0.1 ms). The parsers are installed once on the client
 *   (after PGlite has set up its array types, which would overwrite them) and left out of each query.
 * - PGlite's `query` sends each statement as an unnamed one in six calls into the engine (parse,
 *   describe, bind, describe, execute, sync), so PostgreSQL parses and plans it every time. Here a
 *   statement with parameters is prepared once by name (parse and describe, one call) and then
 *   run with one call (bind, execute, sync): PostgreSQL keeps its plan, as a server-side driver's
 *   named prepared statements do. Inside a transaction too: PGlite still opens and ends it.
 *
 * It takes PGlite's module as loaded by the caller, so PGlite is still imported on demand,
 * alongside Drizzle's driver.
 */
export function drizzlePGliteClass({ PGlite: Base, parse, protocol }: PGliteModule): typeof PGlite {
  return class DrizzlePGlite extends Base {
    private rawTextInstalled = false;
    private readonly prepared = new Map<string, PreparedStatement>();

    override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      const rest = await this.withoutRawTextParsers(options);
      if (!this.preparable(text, params, rest)) return super.query<T>(text, params, rest);
      await this._checkReady();
      return this._runExclusiveTransaction(() =>
        this._runExclusiveQuery(async () => {
          const results = await this.runPrepared<T>(text, params!, rest);
          await this.syncToFs();
          return results;
        }),
      );
    }

    override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      return super.transaction((tx) => {
        const query = async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
          if (tx.closed) throw new Error('Transaction is closed');
          const rest = await this.withoutRawTextParsers(options);
          if (!this.preparable(text, params, rest)) return tx.query<R>(text, params, rest);
          return this._runExclusiveQuery(() => this.runPrepared<R>(text, params!, rest));
        };
        // The transaction's other members (exec, rollback, closed…) are PGlite's own.
        return callback(Object.create(tx, { query: { value: query } }) as Transaction);
      });
    }

    /** The options without Drizzle's raw-text parsers, which are installed once on the client instead. */
    private async withoutRawTextParsers(options: QueryOptions | undefined): Promise<QueryOptions | undefined> {
      if (!options?.parsers || !onlyRawText(options.parsers)) return options;
      if (!this.rawTextInstalled) {
        await this.waitReady;
        for (const type of RAW_TEXT_TYPES) this.parsers[type] = asRawText;
        this.rawTextInstalled = true;
      }
      const { parsers: _parsers, ...rest } = options;
      return rest;
    }

    /**
     * Statements with parameters are the ones run again and again (a migration's DDL has none), and
     * only plain options (a row mode) are handled here; the rest goes through PGlite's own query.
     */
    private preparable(text: string, params: unknown[] | undefined, options: QueryOptions | undefined): boolean {
      if (!params?.length) return false;
      if (options && Object.keys(options).some((key) => key !== 'rowMode')) return false;
      return this.prepared.has(text) || this.prepared.size < PREPARED_STATEMENT_LIMIT;
    }

    /** Runs the statement by name (preparing it first if new): bind, execute and sync in one call. */
    private async runPrepared<T>(
      text: string,
      params: unknown[],
      options: QueryOptions | undefined,
    ): Promise<Results<T>> {
      try {
        const statement = this.prepared.get(text) ?? (await this.prepare(text));
        const values = params.map((param, index) => {
          if (param === null || param === undefined) return null;
          const serialize = this.serializers[statement.parameterTypes[index]!];
          return serialize ? serialize(param) : String(param);
        });
        const messages = await this.execProtocolStream(
          concat([
            protocol.serialize.bind({ statement: statement.name, values }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
        return parse.parseResults(described, this.parsers, options)[0] as Results<T>;
      } catch (error) {
        // As PGlite's own query reports a database error: with the statement and its parameters.
        if (error instanceof protocol.messages.DatabaseError)
          Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      }
    }

    /** Parses and describes the statement under a new name (one call into the engine). */
    private async prepare(text: string): Promise<PreparedStatement> {
      const name = `profit_${this.prepared.size + 1}`;
      const messages = await this.execProtocolStream(
        concat([
          protocol.serialize.parse({ name, text }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const statement: PreparedStatement = {
        name,
        parameterTypes: parse.parseDescribeStatementResults(messages),
        rowDescription: messages.find((message): message is RowDescription => message.name === 'rowDescription'),
      };
      this.prepared.set(text, statement);
      return statement;
    }
  };
}
