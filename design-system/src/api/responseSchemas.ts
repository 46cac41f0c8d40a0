/**
 * The contract's schemas of the server's answers, in a module of their own: `lazySchema` imports
 * it on the first answer, so zod and the schemas load in their own chunk after the first screen
 * instead of with it.
 */
export {
  AdminCustomerDetailSchema,
  AdminCustomerListResponseSchema,
  AdminOrderDetailSchema,
  AdminOrderListResponseSchema,
  AdminSupportItemSchema,
  AdminSupportListResponseSchema,
  AdminOutboxResponseSchema,
  AdminOverviewSchema,
  AdminSubscribersResponseSchema,
  AdminVitalsSchema,
  AuditLogResponseSchema,
  AuthResponseSchema,
  BugReportResponseSchema,
  ClientConfigSchema,
  ContactResponseSchema,
  GrievanceResponseSchema,
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
  ShopIdentitySchema,
  SimulatedPaymentResponseSchema,
  SubscribeResponseSchema,
  SubscriptionLinkResponseSchema,
  VerifyPaymentResponseSchema,
} from '@profit/contract';
