/**
 * The contract's schemas, by the names the route declarations give them, in a module of their own:
 * `lazySchema` imports it on the first answer, so zod and the schemas load in their own chunk
 * after the first screen instead of with it.
 */
export { schemaNamed } from '@profit/contract';
