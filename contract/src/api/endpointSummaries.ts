import type { ADMIN_ENDPOINTS } from './admin/endpoints.js';
import type { ENDPOINTS, SERVICE_ENDPOINTS } from './endpoints.js';

type DeclaredRoute = keyof typeof ENDPOINTS | keyof typeof ADMIN_ENDPOINTS | keyof typeof SERVICE_ENDPOINTS;

/**
 * What each declared route does, in a line: the OpenAPI document's summaries. Kept beside the
 * declarations rather than in them because the storefront's first script and app read the
 * declarations, and a shopper's browser has no use for API documentation (about 0.7 KB gzip). A
 * route declared without its summary does not compile.
 */
export const ENDPOINT_SUMMARIES = {
  subscribe: 'Subscribe an e-mail address to updates',
  confirmSubscription: 'Confirm a newsletter subscription with the token of its e-mailed link',
  unsubscribe: 'End a newsletter subscription with the token of its e-mailed link',
  signInWithGoogle: 'Exchange a Google ID token for a session',
  profile: "The signed-in user's profile",
  logout: 'Revoke the current session',
  demoCredential: 'Demo identity: an ID token for a name and e-mail',
  config: 'Mode and public keys for the storefront',
  health: 'Service and database health',
  products: 'The catalogue',
  product: 'One product',
  createOrder: "Create an order at the server's prices",
  verifyPayment: 'Verify a Checkout payment signature',
  webhook: 'Razorpay webhook (signed with the webhook secret)',
  simulatePayment: 'Demo checkout: a signed payment (or a failure) for one of your orders',
  orders:
    "The caller's orders, newest first, a page at a time (limit 1–100, default 20; cursor = the previous page's nextCursor)",
  order: 'One of the caller’s orders',
  invoicePdf: 'The GST tax invoice of one of the caller’s paid orders (PDF)',
  creditNotePdf: 'The n-th credit note of one of the caller’s orders (PDF), one per refund',
  hideOrder: 'Hide one of the caller’s checkouts that was never paid from their order list',
  library: 'Products the caller has paid for',
  contact: 'Send a message to the team (stored; answered by e-mail within 24 hours)',
  bugReport: 'Report a bug, with up to 3 screenshots of 2 MB each (multipart/form-data)',
  download: 'Download a purchased product: its PDF guide, stamped with the buyer, or its Markdown source',
  shopIdentity: 'Who sells, how to reach them and the grievance officer (footer, /contact, /grievance)',
  grievance: 'File a grievance with the grievance officer (stored; answered with its reference)',
  vitals: "A visit's Core Web Vitals from the shopper's browser (sampled; the page, device class and figures only)",
  openApi: 'This OpenAPI description',
  demoJwks: 'Demo identity: the public keys its ID tokens are signed with',
  adminOrders: 'Merchant: every order, newest first, a page at a time, filtered by status, dates or a search',
  adminOrder: 'Merchant: one order with its customer, timeline, e-mails and refunds',
  adminRefund: 'Merchant: refund lines of a paid order through the payment provider (once per idempotency key)',
  adminInvoicePdf: "Merchant: the GST tax invoice of any shopper's paid order (PDF)",
  adminCreditNotePdf: "Merchant: the n-th credit note of any shopper's order (PDF)",
  adminAuditLog:
    'Merchant: every merchant action (refunds, exports, erasures, messages handled), newest first, a page at a time',
  adminCustomers: 'Merchant: every customer, newest first, a page at a time, searched by e-mail or name',
  adminCustomer: 'Merchant: one customer with their orders, owned products and newsletter state',
  adminCustomerExport:
    "Merchant: every row of one customer's personal data, as a JSON download (recorded in the audit log)",
  adminCustomerErasure:
    "Merchant: erase a customer's personal data (DPDP Act 2023) and end their sessions, keeping invoices as issued; once",
  adminSupport: 'Merchant: contact messages and bug reports, newest first, a page at a time, open or handled',
  adminContactMessageHandled: 'Merchant: mark a contact message handled (once; recorded in the audit log)',
  adminBugReportHandled: 'Merchant: mark a bug report handled (once; recorded in the audit log)',
  adminBugReportImage:
    'Merchant: the n-th screenshot of a bug report, served only as the PNG, JPEG or WebP its first bytes say, sandboxed',
  adminOverview:
    'Merchant: revenue net of refunds today, in 7 and 30 days (India time), conversion, refunds, best sellers and daily revenue',
  adminExport:
    'Merchant: invoices, credit notes (GSTR-1 columns, by India days) or subscribers as a CSV attachment; recorded in the audit log',
  adminSubscribers:
    "Merchant: the newsletter's subscribers (pending, confirmed, unsubscribed), newest first, searched by e-mail",
  adminOutbox: 'Merchant: every e-mail the shop wrote and its delivery (queued, sent, failed), newest first',
  adminVitals:
    'Merchant: the 75th percentile of LCP, INP, CLS and TTFB per page and device class over 1, 7 and 28 days',
} as const satisfies Record<DeclaredRoute, string>;
