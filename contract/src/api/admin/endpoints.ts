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
    summary: 'Merchant: every order, newest first, a page at a time, filtered by status, dates or a search',
    auth: true,
    admin: true,
    errors: [400],
    query: 'AdminOrderListQuerySchema',
    response: 'AdminOrderListResponseSchema',
  },
  adminOrder: {
    method: 'GET',
    path: '/admin/orders/:id',
    summary: 'Merchant: one order with its customer, timeline, e-mails and refunds',
    auth: true,
    admin: true,
    response: 'AdminOrderDetailSchema',
  },
  adminRefund: {
    method: 'POST',
    path: '/admin/orders/:id/refunds',
    summary: 'Merchant: refund lines of a paid order through the payment provider (once per idempotency key)',
    auth: true,
    admin: true,
    errors: [409],
    request: 'AdminRefundRequestSchema',
    response: 'AdminOrderDetailSchema',
  },
  adminInvoicePdf: {
    method: 'GET',
    path: '/admin/orders/:id/invoice.pdf',
    summary: "Merchant: the GST tax invoice of any shopper's paid order (PDF)",
    auth: true,
    admin: true,
    response: 'pdf',
  },
  adminCreditNotePdf: {
    method: 'GET',
    path: '/admin/orders/:id/credit-notes/:n.pdf',
    summary: "Merchant: the n-th credit note of any shopper's order (PDF)",
    auth: true,
    admin: true,
    response: 'pdf',
  },
  adminAuditLog: {
    method: 'GET',
    path: '/admin/audit-log',
    summary:
      'Merchant: every merchant action (refunds, exports, erasures, messages handled), newest first, a page at a time',
    auth: true,
    admin: true,
    errors: [400],
    query: 'AuditLogQuerySchema',
    response: 'AuditLogResponseSchema',
  },
  adminCustomers: {
    method: 'GET',
    path: '/admin/customers',
    summary: 'Merchant: every customer, newest first, a page at a time, searched by e-mail or name',
    auth: true,
    admin: true,
    errors: [400],
    query: 'AdminCustomerListQuerySchema',
    response: 'AdminCustomerListResponseSchema',
  },
  adminCustomer: {
    method: 'GET',
    path: '/admin/customers/:id',
    summary: 'Merchant: one customer with their orders, owned products and newsletter state',
    auth: true,
    admin: true,
    response: 'AdminCustomerDetailSchema',
  },
  adminCustomerExport: {
    method: 'GET',
    path: '/admin/customers/:id/export',
    summary: "Merchant: every row of one customer's personal data, as a JSON download (recorded in the audit log)",
    auth: true,
    admin: true,
    response: 'AdminCustomerExportSchema',
  },
  adminCustomerErasure: {
    method: 'POST',
    path: '/admin/customers/:id/erasure',
    summary:
      "Merchant: erase a customer's personal data (DPDP Act 2023) and end their sessions, keeping invoices as issued; once",
    auth: true,
    admin: true,
    request: 'AdminErasureRequestSchema',
    response: 'AdminCustomerDetailSchema',
  },
  adminSupport: {
    method: 'GET',
    path: '/admin/support',
    summary: 'Merchant: contact messages and bug reports, newest first, a page at a time, open or handled',
    auth: true,
    admin: true,
    errors: [400],
    query: 'AdminSupportListQuerySchema',
    response: 'AdminSupportListResponseSchema',
  },
  adminContactMessageHandled: {
    method: 'POST',
    path: '/admin/support/contact-messages/:id/handled',
    summary: 'Merchant: mark a contact message handled (once; recorded in the audit log)',
    auth: true,
    admin: true,
    response: 'AdminSupportItemSchema',
  },
  adminBugReportHandled: {
    method: 'POST',
    path: '/admin/support/bug-reports/:id/handled',
    summary: 'Merchant: mark a bug report handled (once; recorded in the audit log)',
    auth: true,
    admin: true,
    response: 'AdminSupportItemSchema',
  },
  adminBugReportImage: {
    method: 'GET',
    path: '/admin/support/bug-reports/:id/images/:n',
    summary:
      'Merchant: the n-th screenshot of a bug report, served only as the PNG, JPEG or WebP its first bytes say, sandboxed',
    auth: true,
    admin: true,
    errors: [415],
    response: 'image',
  },
  adminOverview: {
    method: 'GET',
    path: '/admin/overview',
    summary:
      'Merchant: revenue net of refunds today, in 7 and 30 days (India time), conversion, refunds, best sellers and daily revenue',
    auth: true,
    admin: true,
    response: 'AdminOverviewSchema',
  },
  adminExport: {
    method: 'GET',
    path: '/admin/exports/:kind.csv',
    summary:
      'Merchant: invoices, credit notes (GSTR-1 columns, by India days) or subscribers as a CSV attachment; recorded in the audit log',
    auth: true,
    admin: true,
    query: 'ExportRangeQuerySchema',
    response: 'csv',
  },
  adminSubscribers: {
    method: 'GET',
    path: '/admin/subscribers',
    summary:
      "Merchant: the newsletter's subscribers (pending, confirmed, unsubscribed), newest first, searched by e-mail",
    auth: true,
    admin: true,
    errors: [400],
    query: 'AdminSubscribersQuerySchema',
    response: 'AdminSubscribersResponseSchema',
  },
  adminOutbox: {
    method: 'GET',
    path: '/admin/outbox',
    summary: 'Merchant: every e-mail the shop wrote and its delivery (queued, sent, failed), newest first',
    auth: true,
    admin: true,
    errors: [400],
    query: 'AdminOutboxQuerySchema',
    response: 'AdminOutboxResponseSchema',
  },
  adminVitals: {
    method: 'GET',
    path: '/admin/vitals',
    summary: 'Merchant: the 75th percentile of LCP, INP, CLS and TTFB per page and device class over 1, 7 and 28 days',
    auth: true,
    admin: true,
    response: 'AdminVitalsSchema',
  },
} as const satisfies Record<string, AdminEndpointDescription>;
