import type { z } from 'zod';
import type * as Schemas from './schemas.js';

/**
 * The rate limits a route can be counted against: per client address, before the body is read, or
 * per signed-in shopper (`admin`: per merchant), after the session guard. The limits themselves
 * are configuration (`RATE_LIMIT_*_MAX`).
 */
export const RATE_LIMIT_POLICIES = {
  auth: 'address',
  subscriptions: 'address',
  support: 'address',
  vitals: 'address',
  'create-order': 'shopper',
  verify: 'shopper',
  admin: 'shopper',
} as const;
export type RateLimitPolicy = keyof typeof RATE_LIMIT_POLICIES;

/** The export name of a contract schema (see `schemas.ts`): a declaration names it, so this table loads no zod. */
export type SchemaName = {
  [Name in keyof typeof Schemas]: (typeof Schemas)[Name] extends z.ZodType ? Name : never;
}[keyof typeof Schemas];

/** What a route answers that is no JSON: a product's `file` (PDF or Markdown), a tax document's `pdf`, a bug report's `image`, a console export's `csv`. */
export type BinaryResponse = 'file' | 'pdf' | 'image' | 'csv';

/**
 * One route of the API, declared once: the Nest route (`@Route`), the OpenAPI document, the RTK
 * Query endpoint (`call`) and the MSW handler (`handle`) all come from it.
 */
export interface EndpointDescription {
  method: 'GET' | 'POST';
  /** Path under the API base `/api`, with `:param` placeholders (`:n.pdf`: a parameter with its extension). */
  path: string;
  /** Whether a bearer session is required; `false` makes the route public. */
  auth: boolean;
  /** The rate limit the route counts against (merchant routes: `admin`, always). */
  rateLimit?: RateLimitPolicy;
  /** The success status, when not 200 OK: 201 where something is stored, 202 for the speed beacon. */
  status?: 201 | 202;
  /** Statuses of this route's own, beyond the ones every route of its kind can answer (see the OpenAPI document). */
  errors?: readonly number[];
  /** The route reads no database (the catalogue, the configuration): it never answers 503. */
  withoutDatabase?: true;
  /** Errors of this route also carry `success: false` (the spec's subscription call answers `{ success, message }`). */
  successFlagOnErrors?: true;
  /** The body's media type when it is not JSON. */
  contentType?: 'multipart/form-data';
  /** Only where no Google client id / Razorpay keys are set, outside production. */
  demoOnly?: boolean;
  /** The JSON body's schema. */
  request?: SchemaName;
  /** The query string's parameters, when the call takes any. */
  query?: SchemaName;
  response: SchemaName | BinaryResponse;
}

/** The schema a declaration names, as a type (the value: `schemaNamed`). */
export type SchemaOf<Name> = Name extends SchemaName ? (typeof Schemas)[Name] : never;

/** The body a route takes, as a client sends it. */
export type RequestOf<E extends EndpointDescription> = E extends { request: infer N }
  ? z.input<SchemaOf<N>>
  : undefined;
/** The query a route takes, as a client sends it. */
export type QueryOf<E extends EndpointDescription> = E extends { query: infer N } ? z.input<SchemaOf<N>> : undefined;
/** The body a route answers with, as the server writes it. */
export type ResponseOf<E extends EndpointDescription> = E extends { response: infer N extends SchemaName }
  ? z.output<SchemaOf<N>>
  : never;

/** The body a route takes, as the server reads it once its schema has parsed it. */
export type ParsedRequestOf<E extends EndpointDescription> = E extends { request: infer N }
  ? z.output<SchemaOf<N>>
  : undefined;
/** The query a route takes, as the server reads it once its schema has parsed it (defaults filled in). */
export type ParsedQueryOf<E extends EndpointDescription> = E extends { query: infer N }
  ? z.output<SchemaOf<N>>
  : undefined;

/** `{ id: string; n: string }` of `/orders/:id/credit-notes/:n.pdf`. */
export type PathParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in ParamName<Param>]: string } & PathParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? { [K in ParamName<Param>]: string }
    : Record<never, string>;
type ParamName<Segment extends string> = Segment extends `${infer Name}.${string}` ? Name : Segment;

/** The rate limit a route counts against: its own, or the merchant console's for every admin route. */
export const rateLimitOf = (endpoint: EndpointDescription): RateLimitPolicy | undefined =>
  endpoint.rateLimit ?? ('admin' in endpoint && endpoint.admin === true ? 'admin' : undefined);

/** `/products/:id` with `{ id: 'x' }` gives `/products/x`; a parameter with an extension keeps it (`:n.pdf`). */
export function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Every call of the API, the one list the server, the OpenAPI description, the clients and the mocks come from. */
export const ENDPOINTS = {
  subscribe: {
    method: 'POST',
    path: '/subscriptions/subscribe',
    auth: false,
    rateLimit: 'subscriptions',
    successFlagOnErrors: true,
    request: 'SubscribeRequestSchema',
    response: 'SubscribeResponseSchema',
  },
  confirmSubscription: {
    method: 'POST',
    path: '/subscriptions/confirm',
    auth: false,
    rateLimit: 'subscriptions',
    errors: [404],
    request: 'SubscriptionLinkRequestSchema',
    response: 'SubscriptionLinkResponseSchema',
  },
  unsubscribe: {
    method: 'POST',
    path: '/subscriptions/unsubscribe',
    auth: false,
    rateLimit: 'subscriptions',
    errors: [404],
    request: 'SubscriptionLinkRequestSchema',
    response: 'SubscriptionLinkResponseSchema',
  },
  signInWithGoogle: {
    method: 'POST',
    path: '/auth/google',
    auth: false,
    rateLimit: 'auth',
    errors: [401],
    request: 'GoogleSignInRequestSchema',
    response: 'AuthResponseSchema',
  },
  profile: {
    method: 'GET',
    path: '/auth/profile',
    auth: true,
    rateLimit: 'auth',
    response: 'ProfileResponseSchema',
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    auth: false,
    rateLimit: 'auth',
    response: 'LogoutResponseSchema',
  },
  demoCredential: {
    method: 'POST',
    path: '/auth/demo/credential',
    auth: false,
    rateLimit: 'auth',
    demoOnly: true,
    request: 'DemoCredentialRequestSchema',
    response: 'DemoCredentialResponseSchema',
  },
  config: {
    method: 'GET',
    path: '/config',
    auth: false,
    withoutDatabase: true,
    response: 'ClientConfigSchema',
  },
  health: {
    method: 'GET',
    path: '/health',
    auth: false,
    response: 'HealthResponseSchema',
  },
  products: {
    method: 'GET',
    path: '/products',
    auth: false,
    withoutDatabase: true,
    response: 'ProductListResponseSchema',
  },
  product: {
    method: 'GET',
    path: '/products/:id',
    auth: false,
    withoutDatabase: true,
    response: 'ProductSchema',
  },
  createOrder: {
    method: 'POST',
    path: '/payments/create-order',
    auth: true,
    rateLimit: 'create-order',
    status: 201,
    errors: [409, 502],
    request: 'CreateOrderRequestSchema',
    response: 'CreateOrderResponseSchema',
  },
  verifyPayment: {
    method: 'POST',
    path: '/payments/verify',
    auth: true,
    rateLimit: 'verify',
    errors: [404],
    request: 'VerifyPaymentRequestSchema',
    response: 'VerifyPaymentResponseSchema',
  },
  webhook: {
    method: 'POST',
    path: '/payments/webhook',
    auth: false,
    request: 'WebhookEventSchema',
    response: 'WebhookResponseSchema',
  },
  simulatePayment: {
    method: 'POST',
    path: '/payments/simulate',
    auth: true,
    errors: [404],
    demoOnly: true,
    request: 'SimulatedPaymentRequestSchema',
    response: 'SimulatedPaymentResponseSchema',
  },
  orders: {
    method: 'GET',
    path: '/orders',
    auth: true,
    query: 'OrderListQuerySchema',
    response: 'OrderListResponseSchema',
  },
  order: {
    method: 'GET',
    path: '/orders/:id',
    auth: true,
    response: 'OrderSchema',
  },
  invoicePdf: {
    method: 'GET',
    path: '/orders/:id/invoice.pdf',
    auth: true,
    response: 'pdf',
  },
  creditNotePdf: {
    method: 'GET',
    path: '/orders/:id/credit-notes/:n.pdf',
    auth: true,
    response: 'pdf',
  },
  hideOrder: {
    method: 'POST',
    path: '/orders/:id/hide',
    auth: true,
    errors: [409],
    response: 'HideOrderResponseSchema',
  },
  library: {
    method: 'GET',
    path: '/library',
    auth: true,
    response: 'LibraryResponseSchema',
  },
  contact: {
    method: 'POST',
    path: '/support/contact',
    auth: false,
    rateLimit: 'support',
    status: 201,
    request: 'ContactRequestSchema',
    response: 'ContactResponseSchema',
  },
  bugReport: {
    method: 'POST',
    path: '/support/bug-reports',
    auth: false,
    rateLimit: 'support',
    status: 201,
    contentType: 'multipart/form-data',
    request: 'BugReportFieldsSchema',
    response: 'BugReportResponseSchema',
  },
  download: {
    method: 'GET',
    path: '/library/:productId/download',
    auth: true,
    errors: [403],
    query: 'DownloadQuerySchema',
    response: 'file',
  },
  shopIdentity: {
    method: 'GET',
    path: '/shop-identity',
    auth: false,
    withoutDatabase: true,
    response: 'ShopIdentitySchema',
  },
  grievance: {
    method: 'POST',
    path: '/support/grievances',
    auth: false,
    rateLimit: 'support',
    status: 201,
    request: 'GrievanceRequestSchema',
    response: 'GrievanceResponseSchema',
  },
  vitals: {
    method: 'POST',
    path: '/vitals',
    auth: false,
    rateLimit: 'vitals',
    status: 202,
    request: 'VitalsBeaconSchema',
    response: 'VitalsReceivedSchema',
  },
} as const satisfies Record<string, EndpointDescription>;

/** Routes served for other programs than the shop's pages: the API's own description and the demo identity's keys. */
export const SERVICE_ENDPOINTS = {
  openApi: {
    method: 'GET',
    path: '/docs',
    auth: false,
    withoutDatabase: true,
    response: 'OpenApiDocumentSchema',
  },
  demoJwks: {
    method: 'GET',
    path: '/auth/demo/jwks',
    auth: false,
    demoOnly: true,
    rateLimit: 'auth',
    response: 'DemoJwksResponseSchema',
  },
} as const satisfies Record<string, EndpointDescription>;
