/**
 * Where each call of the API lives, under the base `/api`, with `:param` placeholders. Kept apart
 * from the schemas (nothing here imports zod), so a client that only needs the addresses does not
 * load the validators with them: the storefront's first chunk imports these and loads the response
 * schemas when an answer arrives. `ENDPOINTS` describes each call in full.
 */
export const API_PATHS = {
  subscribe: '/subscriptions/subscribe',
  confirmSubscription: '/subscriptions/confirm',
  unsubscribe: '/subscriptions/unsubscribe',
  signInWithGoogle: '/auth/google',
  profile: '/auth/profile',
  logout: '/auth/logout',
  demoCredential: '/auth/demo/credential',
  config: '/config',
  health: '/health',
  products: '/products',
  product: '/products/:id',
  createOrder: '/payments/create-order',
  verifyPayment: '/payments/verify',
  webhook: '/payments/webhook',
  simulatePayment: '/payments/simulate',
  orders: '/orders',
  order: '/orders/:id',
  invoicePdf: '/orders/:id/invoice.pdf',
  creditNotePdf: '/orders/:id/credit-notes/:n.pdf',
  hideOrder: '/orders/:id/hide',
  library: '/library',
  contact: '/support/contact',
  bugReport: '/support/bug-reports',
  download: '/library/:productId/download',
  shopIdentity: '/shop-identity',
  grievance: '/support/grievances',
  vitals: '/vitals',
} as const;

/** The merchant console's calls, under `/api/admin/` (see `ADMIN_ENDPOINTS`). */
export const ADMIN_API_PATHS = {
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:id',
  adminRefund: '/admin/orders/:id/refunds',
  adminInvoicePdf: '/admin/orders/:id/invoice.pdf',
  adminCreditNotePdf: '/admin/orders/:id/credit-notes/:n.pdf',
  adminAuditLog: '/admin/audit-log',
  adminCustomers: '/admin/customers',
  adminCustomer: '/admin/customers/:id',
  adminCustomerExport: '/admin/customers/:id/export',
  adminCustomerErasure: '/admin/customers/:id/erasure',
  adminSupport: '/admin/support',
  adminContactMessageHandled: '/admin/support/contact-messages/:id/handled',
  adminBugReportHandled: '/admin/support/bug-reports/:id/handled',
  adminBugReportImage: '/admin/support/bug-reports/:id/images/:n',
  adminOverview: '/admin/overview',
  adminVitals: '/admin/vitals',
  adminExport: '/admin/exports/:kind.csv',
  adminSubscribers: '/admin/subscribers',
  adminOutbox: '/admin/outbox',
} as const;
