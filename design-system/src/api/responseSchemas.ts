/**
 * The contract's schemas of the server's answers, in a module of their own: `lazySchema` imports
 * it on the first answer, so zod and the schemas load in their own chunk after the first screen
 * instead of with it.
 */
export {
  AdminOrderDetailSchema,
  AdminOrderListResponseSchema,
  AdminOutboxResponseSchema,
  AdminOverviewSchema,
  AdminSubscribersResponseSchema,
  AuditLogResponseSchema,
  AuthResponseSchema,
  BugReportResponseSchema,
  ClientConfigSchema,
  ContactResponseSchema,
  CreateOrderResponseSchema,
  DemoCredentialResponseSchema,
  HealthResponseSchema,
  HideOrderResponseSchema,
  LibraryResponseSchema,
  LogoutResponseSchema,
  OrderListResponseSchema,
  OrderSchema,
  ProductListResponseSchema,
  ProductSchema,
  ProfileResponseSchema,
  SimulatedPaymentResponseSchema,
  SubscribeResponseSchema,
  SubscriptionLinkResponseSchema,
  VerifyPaymentResponseSchema,
} from '@profit/contract';
