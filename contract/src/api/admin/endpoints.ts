import type { EndpointDescription } from '../endpoints.js';
import { ADMIN_API_PATHS } from '../paths.js';
import { AdminOrderDetailSchema, AdminOrderListQuerySchema, AdminOrderListResponseSchema } from './orders.js';
import { AdminRefundRequestSchema } from './refunds.js';
import { AuditLogQuerySchema, AuditLogResponseSchema } from './audit.js';
import {
  AdminCustomerDetailSchema,
  AdminCustomerExportSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerListResponseSchema,
  AdminErasureRequestSchema,
} from './customers.js';
import { AdminSupportItemSchema, AdminSupportListQuerySchema, AdminSupportListResponseSchema } from './support.js';
import { AdminOverviewSchema } from './overview.js';
import { AdminVitalsSchema } from '../vitals.js';
import { ExportRangeQuerySchema } from './exports.js';
import {
  AdminOutboxQuerySchema,
  AdminOutboxResponseSchema,
  AdminSubscribersQuerySchema,
  AdminSubscribersResponseSchema,
} from './mailing.js';

/** A merchant's call: under `/admin/`, signed in, and only for the e-mails of `ADMIN_EMAILS`. */
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
    path: ADMIN_API_PATHS.adminOrders,
    summary: 'Merchant: every order, newest first, a page at a time, filtered by status, dates or a search',
    auth: true,
    admin: true,
    query: AdminOrderListQuerySchema,
    response: AdminOrderListResponseSchema,
  },
  adminOrder: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminOrder,
    summary: 'Merchant: one order with its customer, timeline, e-mails and refunds',
    auth: true,
    admin: true,
    response: AdminOrderDetailSchema,
  },
  adminRefund: {
    method: 'POST',
    path: ADMIN_API_PATHS.adminRefund,
    summary: 'Merchant: refund lines of a paid order through the payment provider (once per idempotency key)',
    auth: true,
    admin: true,
    request: AdminRefundRequestSchema,
    response: AdminOrderDetailSchema,
  },
  adminInvoicePdf: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminInvoicePdf,
    summary: "Merchant: the GST tax invoice of any shopper's paid order (PDF)",
    auth: true,
    admin: true,
    response: 'pdf',
  },
  adminCreditNotePdf: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminCreditNotePdf,
    summary: "Merchant: the n-th credit note of any shopper's order (PDF)",
    auth: true,
    admin: true,
    response: 'pdf',
  },
  adminAuditLog: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminAuditLog,
    summary:
      'Merchant: every merchant action (refunds, exports, erasures, messages handled), newest first, a page at a time',
    auth: true,
    admin: true,
    query: AuditLogQuerySchema,
    response: AuditLogResponseSchema,
  },
  adminCustomers: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminCustomers,
    summary: 'Merchant: every customer, newest first, a page at a time, searched by e-mail or name',
    auth: true,
    admin: true,
    query: AdminCustomerListQuerySchema,
    response: AdminCustomerListResponseSchema,
  },
  adminCustomer: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminCustomer,
    summary: 'Merchant: one customer with their orders, owned products and newsletter state',
    auth: true,
    admin: true,
    response: AdminCustomerDetailSchema,
  },
  adminCustomerExport: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminCustomerExport,
    summary: "Merchant: every row of one customer's personal data, as a JSON download (recorded in the audit log)",
    auth: true,
    admin: true,
    response: AdminCustomerExportSchema,
  },
  adminCustomerErasure: {
    method: 'POST',
    path: ADMIN_API_PATHS.adminCustomerErasure,
    summary:
      "Merchant: erase a customer's personal data (DPDP Act 2023) and end their sessions, keeping invoices as issued; once",
    auth: true,
    admin: true,
    request: AdminErasureRequestSchema,
    response: AdminCustomerDetailSchema,
  },
  adminSupport: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminSupport,
    summary: 'Merchant: contact messages and bug reports, newest first, a page at a time, open or handled',
    auth: true,
    admin: true,
    query: AdminSupportListQuerySchema,
    response: AdminSupportListResponseSchema,
  },
  adminContactMessageHandled: {
    method: 'POST',
    path: ADMIN_API_PATHS.adminContactMessageHandled,
    summary: 'Merchant: mark a contact message handled (once; recorded in the audit log)',
    auth: true,
    admin: true,
    response: AdminSupportItemSchema,
  },
  adminBugReportHandled: {
    method: 'POST',
    path: ADMIN_API_PATHS.adminBugReportHandled,
    summary: 'Merchant: mark a bug report handled (once; recorded in the audit log)',
    auth: true,
    admin: true,
    response: AdminSupportItemSchema,
  },
  adminBugReportImage: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminBugReportImage,
    summary:
      'Merchant: the n-th screenshot of a bug report, served only as the PNG, JPEG or WebP its first bytes say, sandboxed',
    auth: true,
    admin: true,
    response: 'image',
  },
  adminOverview: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminOverview,
    summary:
      'Merchant: revenue net of refunds today, in 7 and 30 days (India time), conversion, refunds, best sellers and daily revenue',
    auth: true,
    admin: true,
    response: AdminOverviewSchema,
  },
  adminExport: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminExport,
    summary:
      'Merchant: invoices, credit notes (GSTR-1 columns, by India days) or subscribers as a CSV attachment; recorded in the audit log',
    auth: true,
    admin: true,
    query: ExportRangeQuerySchema,
    response: 'csv',
  },
  adminSubscribers: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminSubscribers,
    summary:
      "Merchant: the newsletter's subscribers (pending, confirmed, unsubscribed), newest first, searched by e-mail",
    auth: true,
    admin: true,
    query: AdminSubscribersQuerySchema,
    response: AdminSubscribersResponseSchema,
  },
  adminOutbox: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminOutbox,
    summary: 'Merchant: every e-mail the shop wrote and its delivery (queued, sent, failed), newest first',
    auth: true,
    admin: true,
    query: AdminOutboxQuerySchema,
    response: AdminOutboxResponseSchema,
  },
  adminVitals: {
    method: 'GET',
    path: ADMIN_API_PATHS.adminVitals,
    summary: 'Merchant: the 75th percentile of LCP, INP, CLS and TTFB per page and device class over 1, 7 and 28 days',
    auth: true,
    admin: true,
    response: AdminVitalsSchema,
  },
} as const satisfies Record<string, AdminEndpointDescription>;
