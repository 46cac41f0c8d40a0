/**
 * The modules of `schemas.ts`, each to be imported on its own: first what every page asks for as
 * the app starts (the shop's identity for the footer, the catalogue and the client's configuration,
 * the session), the merchant console's last. A browser looks a schema up module by module
 * (`design-system/src/api/lazySchema.ts`), so it evaluates only the domains it has needed so far,
 * each in a task of its own, instead of zod and every schema in one long task at the first answer.
 */
export const SCHEMA_MODULES = [
  () => import('./shopIdentity.js'),
  () => import('./catalogue.js'),
  () => import('./auth.js'),
  () => import('./orders.js'),
  () => import('./payments.js'),
  () => import('./subscriptions.js'),
  () => import('./support.js'),
  () => import('./grievance.js'),
  () => import('./downloads.js'),
  () => import('./vitals.js'),
  () => import('./apiDocument.js'),
  () => import('./admin/orders.js'),
  () => import('./admin/overview.js'),
  () => import('./admin/customers.js'),
  () => import('./admin/support.js'),
  () => import('./admin/refunds.js'),
  () => import('./admin/audit.js'),
  () => import('./admin/exports.js'),
  () => import('./admin/mailing.js'),
] as const;
