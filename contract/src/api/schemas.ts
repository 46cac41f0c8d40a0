/**
 * Every schema a route declaration names (`request: 'CreateOrderRequestSchema'`), by its export
 * name. The declarations in `endpoints.ts` name their schemas instead of importing them, so the
 * route table stays free of zod: the storefront's first script reads paths from it, and the
 * schemas load with the first answer (`design-system/src/api/lazySchema.ts`).
 */
export * from './auth.js';
export * from './apiDocument.js';
export * from './catalogue.js';
export * from './downloads.js';
export * from './grievance.js';
export * from './orders.js';
export * from './payments.js';
export * from './shopIdentity.js';
export * from './subscriptions.js';
export * from './support.js';
export * from './vitals.js';
export * from './admin/audit.js';
export * from './admin/customers.js';
export * from './admin/exports.js';
export * from './admin/mailing.js';
export * from './admin/orders.js';
export * from './admin/overview.js';
export * from './admin/refunds.js';
export * from './admin/support.js';
