import type { z } from 'zod';
import { API_PATHS } from './paths.js';
import { DownloadQuerySchema } from './downloads.js';
import {
  DemoCredentialRequestSchema,
  DemoCredentialResponseSchema,
  AuthResponseSchema,
  GoogleSignInRequestSchema,
  LogoutResponseSchema,
  ProfileResponseSchema,
} from './auth.js';
import { ClientConfigSchema, HealthResponseSchema, ProductListResponseSchema, ProductSchema } from './catalogue.js';
import {
  HideOrderResponseSchema,
  LibraryResponseSchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderSchema,
} from './orders.js';
import {
  CreateOrderRequestSchema,
  CreateOrderResponseSchema,
  SimulatedPaymentRequestSchema,
  SimulatedPaymentResponseSchema,
  VerifyPaymentRequestSchema,
  VerifyPaymentResponseSchema,
  WebhookEventSchema,
  WebhookResponseSchema,
} from './payments.js';
import {
  SubscribeRequestSchema,
  SubscribeResponseSchema,
  SubscriptionLinkRequestSchema,
  SubscriptionLinkResponseSchema,
} from './subscriptions.js';
import {
  BugReportFieldsSchema,
  BugReportResponseSchema,
  ContactRequestSchema,
  ContactResponseSchema,
} from './support.js';
import { GrievanceRequestSchema, GrievanceResponseSchema } from './grievance.js';
import { ShopIdentitySchema } from './shopIdentity.js';
import { VitalsBeaconSchema, VitalsReceivedSchema } from './vitals.js';

export interface EndpointDescription {
  method: 'GET' | 'POST';
  /** Path under the API base `/api`, with `:param` placeholders. */
  path: string;
  summary: string;
  /** Whether a bearer session is required. */
  auth: boolean;
  /** The body's media type when it is not JSON. */
  contentType?: 'multipart/form-data';
  /** Only where no Google client id / Razorpay keys are set, outside production. */
  demoOnly?: boolean;
  request?: z.ZodType;
  /** The query string's parameters, when the call takes any. */
  query?: z.ZodType;
  /**
   * `file`: a product's PDF guide or Markdown attachment (by `format`); `pdf`: a tax document's PDF
   * attachment; `image`: a bug report's screenshot (PNG, JPEG or WebP), shown inline in a sandbox;
   * `csv`: a console export.
   */
  response: z.ZodType | 'file' | 'pdf' | 'image' | 'csv';
}

/** Every call of the API, the one list the OpenAPI description and the clients are checked against. */
export const ENDPOINTS = {
  subscribe: {
    method: 'POST',
    path: API_PATHS.subscribe,
    summary: 'Subscribe an e-mail address to updates',
    auth: false,
    request: SubscribeRequestSchema,
    response: SubscribeResponseSchema,
  },
  confirmSubscription: {
    method: 'POST',
    path: API_PATHS.confirmSubscription,
    summary: 'Confirm a newsletter subscription with the token of its e-mailed link',
    auth: false,
    request: SubscriptionLinkRequestSchema,
    response: SubscriptionLinkResponseSchema,
  },
  unsubscribe: {
    method: 'POST',
    path: API_PATHS.unsubscribe,
    summary: 'End a newsletter subscription with the token of its e-mailed link',
    auth: false,
    request: SubscriptionLinkRequestSchema,
    response: SubscriptionLinkResponseSchema,
  },
  signInWithGoogle: {
    method: 'POST',
    path: API_PATHS.signInWithGoogle,
    summary: 'Exchange a Google ID token for a session',
    auth: false,
    request: GoogleSignInRequestSchema,
    response: AuthResponseSchema,
  },
  profile: {
    method: 'GET',
    path: API_PATHS.profile,
    summary: "The signed-in user's profile",
    auth: true,
    response: ProfileResponseSchema,
  },
  logout: {
    method: 'POST',
    path: API_PATHS.logout,
    summary: 'Revoke the current session',
    auth: false,
    response: LogoutResponseSchema,
  },
  demoCredential: {
    method: 'POST',
    path: API_PATHS.demoCredential,
    summary: 'Demo identity: an ID token for a name and e-mail',
    auth: false,
    demoOnly: true,
    request: DemoCredentialRequestSchema,
    response: DemoCredentialResponseSchema,
  },
  config: {
    method: 'GET',
    path: API_PATHS.config,
    summary: 'Mode and public keys for the storefront',
    auth: false,
    response: ClientConfigSchema,
  },
  health: {
    method: 'GET',
    path: API_PATHS.health,
    summary: 'Service and database health',
    auth: false,
    response: HealthResponseSchema,
  },
  products: {
    method: 'GET',
    path: API_PATHS.products,
    summary: 'The catalogue',
    auth: false,
    response: ProductListResponseSchema,
  },
  product: { method: 'GET', path: API_PATHS.product, summary: 'One product', auth: false, response: ProductSchema },
  createOrder: {
    method: 'POST',
    path: API_PATHS.createOrder,
    summary: "Create an order at the server's prices",
    auth: true,
    request: CreateOrderRequestSchema,
    response: CreateOrderResponseSchema,
  },
  verifyPayment: {
    method: 'POST',
    path: API_PATHS.verifyPayment,
    summary: 'Verify a Checkout payment signature',
    auth: true,
    request: VerifyPaymentRequestSchema,
    response: VerifyPaymentResponseSchema,
  },
  webhook: {
    method: 'POST',
    path: API_PATHS.webhook,
    summary: 'Razorpay webhook (signed with the webhook secret)',
    auth: false,
    request: WebhookEventSchema,
    response: WebhookResponseSchema,
  },
  simulatePayment: {
    method: 'POST',
    path: API_PATHS.simulatePayment,
    summary: 'Demo checkout: a signed payment (or a failure) for one of your orders',
    auth: true,
    demoOnly: true,
    request: SimulatedPaymentRequestSchema,
    response: SimulatedPaymentResponseSchema,
  },
  orders: {
    method: 'GET',
    path: API_PATHS.orders,
    summary:
      "The caller's orders, newest first, a page at a time (limit 1–100, default 20; cursor = the previous page's nextCursor)",
    auth: true,
    query: OrderListQuerySchema,
    response: OrderListResponseSchema,
  },
  order: {
    method: 'GET',
    path: API_PATHS.order,
    summary: 'One of the caller’s orders',
    auth: true,
    response: OrderSchema,
  },
  invoicePdf: {
    method: 'GET',
    path: API_PATHS.invoicePdf,
    summary: 'The GST tax invoice of one of the caller’s paid orders (PDF)',
    auth: true,
    response: 'pdf',
  },
  creditNotePdf: {
    method: 'GET',
    path: API_PATHS.creditNotePdf,
    summary: 'The n-th credit note of one of the caller’s orders (PDF), one per refund',
    auth: true,
    response: 'pdf',
  },
  hideOrder: {
    method: 'POST',
    path: API_PATHS.hideOrder,
    summary: 'Hide one of the caller’s checkouts that was never paid from their order list',
    auth: true,
    response: HideOrderResponseSchema,
  },
  library: {
    method: 'GET',
    path: API_PATHS.library,
    summary: 'Products the caller has paid for',
    auth: true,
    response: LibraryResponseSchema,
  },
  contact: {
    method: 'POST',
    path: API_PATHS.contact,
    summary: 'Send a message to the team (stored; answered by e-mail within 24 hours)',
    auth: false,
    request: ContactRequestSchema,
    response: ContactResponseSchema,
  },
  bugReport: {
    method: 'POST',
    path: API_PATHS.bugReport,
    summary: 'Report a bug, with up to 3 screenshots of 2 MB each (multipart/form-data)',
    auth: false,
    contentType: 'multipart/form-data',
    request: BugReportFieldsSchema,
    response: BugReportResponseSchema,
  },
  download: {
    method: 'GET',
    path: API_PATHS.download,
    summary: 'Download a purchased product: its PDF guide, stamped with the buyer, or its Markdown source',
    auth: true,
    query: DownloadQuerySchema,
    response: 'file',
  },
  shopIdentity: {
    method: 'GET',
    path: API_PATHS.shopIdentity,
    summary: 'Who sells, how to reach them and the grievance officer (footer, /contact, /grievance)',
    auth: false,
    response: ShopIdentitySchema,
  },
  grievance: {
    method: 'POST',
    path: API_PATHS.grievance,
    summary: 'File a grievance with the grievance officer (stored; answered with its reference)',
    auth: false,
    request: GrievanceRequestSchema,
    response: GrievanceResponseSchema,
  },
  vitals: {
    method: 'POST',
    path: API_PATHS.vitals,
    summary: "A visit's Core Web Vitals from the shopper's browser (sampled; the page, device class and figures only)",
    auth: false,
    request: VitalsBeaconSchema,
    response: VitalsReceivedSchema,
  },
} as const satisfies Record<string, EndpointDescription>;
