import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The types Drizzle's PGlite driver (0.45) asks to receive as the raw text (it maps them itself):
 * timestamp, timestamptz, interval, date and their arrays, plus numeric[].
 */
const RAW_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const RAW_TEXT = new Set(RAW_TEXT_TYPES);
const PROBE = '2000-01-01 00:00:00+00';
const asRawText = (value: string): string => value;

/** Whether these per-query parsers only hand back the raw text of the types above. */
function onlyRawText(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  for (const key in parsers) {
    const type = Number(key);
    if (!RAW_TEXT.has(type) || parsers[type]!(PROBE) !== PROBE) return false;
  }
  return true;
}

/**
 * PGlite for Drizzle. Drizzle passes its parsers with every query, and PGlite then copies its whole
 * table of ~320 parsers into a new object per query: about 0.1 ms of CPU each time, half the cost of
 * a trivial query. The subclass made here installs the same parsers once on the client (after PGlite
 * has set up its array types, which would overwrite them) and leaves them out of each query: the
 * rows come back exactly as before. It takes the PGlite class as loaded by the caller, so PGlite is
 * still imported on demand, alongside Drizzle's driver.
 */
export function drizzlePGliteClass(Base: typeof PGlite): typeof PGlite {
  return class DrizzlePGlite extends Base {
    private rawTextInstalled = false;

    override async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      if (options?.parsers && onlyRawText(options.parsers)) {
        if (!this.rawTextInstalled) {
          await this.waitReady;
          for (const type of RAW_TEXT_TYPES) this.parsers[type] = asRawText;
          this.rawTextInstalled = true;
        }
        const { parsers: _parsers, ...rest } = options;
        return super.query<T>(text, params, rest);
      }
      return super.query<T>(text, params, options);
    }
  };
}
