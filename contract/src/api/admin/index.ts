export * from './role.js';
export * from './orders.js';
export * from './refunds.js';
export * from './endpoints.js';
export * from './audit.js';
export * from './overview.js';
export * from './exports.js';
export * from './mailing.js';
