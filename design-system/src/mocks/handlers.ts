import type { HttpHandler } from 'msw';
import { adminHandlers } from './admin';
import { adminCustomerHandlers } from './adminCustomers';
import { adminSupportHandlers } from './adminSupport';
import { adminOverviewHandlers } from './adminOverview';
import { adminExportsHandlers } from './adminExports';
import { adminMailingHandlers } from './adminMailing';
import { authHandlers } from './auth';
import { catalogueHandlers } from './catalogue';
import { healthHandlers } from './health';
import { libraryHandlers } from './library';
import { ordersHandlers } from './orders';
import { paymentsHandlers } from './payments';
import { grievanceHandlers, shopIdentityHandlers } from './policies';
import { protocolHandlers } from './protocol';
import { subscriptionsHandlers } from './subscriptions';
import { supportHandlers } from './support';
import { adminVitalsHandlers, vitalsHandlers } from './vitals';

/**
 * The working API, grouped by resource: the named-object form of `parameters.msw.handlers`, so a
 * story replaces one group (`{ auth: authHandlers.serverError }`) and keeps the rest.
 */
export const defaultHandlerGroups = {
  jsonBodiesOnly: protocolHandlers.jsonBodiesOnly,
  auth: authHandlers.ok,
  subscriptions: subscriptionsHandlers.ok,
  catalogue: catalogueHandlers.ok,
  payments: paymentsHandlers.ok,
  orders: ordersHandlers.ok,
  library: libraryHandlers.ok,
  health: healthHandlers.ok,
  support: supportHandlers.ok,
  admin: adminHandlers.ok,
  shopIdentity: shopIdentityHandlers.ok,
  grievance: grievanceHandlers.ok,
  adminCustomers: adminCustomerHandlers.ok,
  adminSupport: adminSupportHandlers.ok,
  adminOverview: adminOverviewHandlers.ok,
  adminExports: adminExportsHandlers.ok,
  adminMailing: adminMailingHandlers.ok,
  vitals: vitalsHandlers.ok,
  adminVitals: adminVitalsHandlers.ok,
  /** Last: what no handler above answered is an address the server does not serve either. */
  unknownAddress: protocolHandlers.unknownAddress,
} satisfies Record<string, HttpHandler[]>;

export type HandlerGroup = keyof typeof defaultHandlerGroups;

/** Every handler of the working API as one list (for `setupWorker` / `setupServer`). */
export const handlers: HttpHandler[] = Object.values(defaultHandlerGroups).flat();
