/**
 * The contract's schema modules, in a module of their own: the list (an import of each) loads with
 * the first answer rather than with the app (`lazySchema`).
 */
export { SCHEMA_MODULES } from '@profit/contract';
