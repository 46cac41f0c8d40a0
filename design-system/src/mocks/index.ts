export { authHandlers } from './auth';
export { subscriptionLinkHandlers, subscriptionsHandlers } from './subscriptions';
export { catalogueHandlers, catalogueFixture } from './catalogue';
export { paymentsHandlers, mockSignature, PENDING_SETTLES_AFTER_MS, REJECTED_ORDER_TOTAL } from './payments';
export { ordersHandlers } from './orders';
export { libraryHandlers } from './library';
export { healthHandlers } from './health';
export { supportHandlers } from './support';
export { adminHandlers, seedAuditLog } from './admin';
export { CONFIGURED_SHOP_IDENTITY, grievanceHandlers, shopIdentityHandlers } from './policies';
export { adminCustomerHandlers } from './adminCustomers';
export { adminSupportHandlers } from './adminSupport';
export { adminOverviewHandlers } from './adminOverview';
export { adminExportsHandlers } from './adminExports';
export { adminMailingHandlers, seedOutbox, seedSubscribers } from './adminMailing';
export { adminVitalsHandlers, seedVitals, vitalsHandlers, type StoredBeacon } from './vitals';
export { defaultHandlerGroups, handlers, type HandlerGroup } from './handlers';
export { protocolHandlers } from './protocol';
export {
  mockDb,
  type MockBugReport,
  STORY_USER,
  STORY_TOKEN,
  STORY_MERCHANT,
  STORY_MERCHANT_TOKEN,
  MOCK_GOOGLE_CREDENTIAL,
  DEMO_CREDENTIAL_PREFIX,
  type MockUser,
} from './db';
export { apiUrl, errorResponse, MOCK_LATENCY_MS, type ErrorVariants } from './http';
