import type { EndpointDescription } from '../endpoints.js';

/** A merchant's call: under `/admin/`, signed in, only for the e-mails of `ADMIN_EMAILS`, counted per merchant (`admin`). */
export interface AdminEndpointDescription extends EndpointDescription {
  auth: true;
  admin: true;
}

/**
 * Every call of the merchant console: the backend's role test tries each as a guest (401), a shopper
 * (403) and a merchant, and the OpenAPI document lists them beside `ENDPOINTS`.
 */
export const ADMIN_ENDPOINTS = {
  adminOrders: {
    method: 'GET',
    path: '/admin/orders',
    auth: true,
    admin: true,
    errors: [400],
    query: 'AdminOrderListQuerySchema',
    response: 'AdminOrderListResponseSchema',
  },
  adminOrder: {
    method: 'GET',
    path: '/admin/orders/:id',
    auth: true,
    admin: true,
    response: 'AdminOrderDetailSchema',
  },
  adminRefund: {
    method: 'POST',
    path: '/admin/orders/:id/refunds',
    auth: true,
    admin: true,
    errors: [409],
    request: 'AdminRefundRequestSchema',
    response: 'AdminOrderDetailSchema',
  },
  adminInvoicePdf: {
    method: 'GET',
    path: '/admin/orders/:id/invoice.pdf',
    auth: true,
    admin: true,
    response: 'pdf',
  },
  adminCreditNotePdf: {
    method: 'GET',
    path: '/admin/orders/:id/credit-notes/:n.pdf',
    auth: true,
    admin: true,
    response: 'pdf',
  },
  adminAuditLog: {
    method: 'GET',
    path: '/admin/audit-log',
    auth: true,
    admin: true,
    errors: [400],
    query: 'AuditLogQuerySchema',
    response: 'AuditLogResponseSchema',
  },
  adminCustomers: {
    method: 'GET',
    path: '/admin/customers',
    auth: true,
    admin: true,
    errors: [400],
    query: 'AdminCustomerListQuerySchema',
    response: 'AdminCustomerListResponseSchema',
  },
  adminCustomer: {
    method: 'GET',
    path: '/admin/customers/:id',
    auth: true,
    admin: true,
    response: 'AdminCustomerDetailSchema',
  },
  adminCustomerExport: {
    method: 'GET',
    path: '/admin/customers/:id/export',
    auth: true,
    admin: true,
    response: 'AdminCustomerExportSchema',
  },
  adminCustomerErasure: {
    method: 'POST',
    path: '/admin/customers/:id/erasure',
    auth: true,
    admin: true,
    request: 'AdminErasureRequestSchema',
    response: 'AdminCustomerDetailSchema',
  },
  adminSupport: {
    method: 'GET',
    path: '/admin/support',
    auth: true,
    admin: true,
    errors: [400],
    query: 'AdminSupportListQuerySchema',
    response: 'AdminSupportListResponseSchema',
  },
  adminContactMessageHandled: {
    method: 'POST',
    path: '/admin/support/contact-messages/:id/handled',
    auth: true,
    admin: true,
    response: 'AdminSupportItemSchema',
  },
  adminBugReportHandled: {
    method: 'POST',
    path: '/admin/support/bug-reports/:id/handled',
    auth: true,
    admin: true,
    response: 'AdminSupportItemSchema',
  },
  adminBugReportImage: {
    method: 'GET',
    path: '/admin/support/bug-reports/:id/images/:n',
    auth: true,
    admin: true,
    errors: [415],
    response: 'image',
  },
  adminOverview: {
    method: 'GET',
    path: '/admin/overview',
    auth: true,
    admin: true,
    response: 'AdminOverviewSchema',
  },
  adminExport: {
    method: 'GET',
    path: '/admin/exports/:kind.csv',
    auth: true,
    admin: true,
    query: 'ExportRangeQuerySchema',
    response: 'csv',
  },
  adminSubscribers: {
    method: 'GET',
    path: '/admin/subscribers',
    auth: true,
    admin: true,
    errors: [400],
    query: 'AdminSubscribersQuerySchema',
    response: 'AdminSubscribersResponseSchema',
  },
  adminOutbox: {
    method: 'GET',
    path: '/admin/outbox',
    auth: true,
    admin: true,
    errors: [400],
    query: 'AdminOutboxQuerySchema',
    response: 'AdminOutboxResponseSchema',
  },
  adminVitals: {
    method: 'GET',
    path: '/admin/vitals',
    auth: true,
    admin: true,
    response: 'AdminVitalsSchema',
  },
} as const satisfies Record<string, AdminEndpointDescription>;
