/** The rows of a raw `execute` (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
