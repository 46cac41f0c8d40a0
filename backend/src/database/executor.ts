import type { Db } from './database.js';

/** Where a statement runs: the database, or the transaction it belongs to (a webhook event's, a refund's). */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;
