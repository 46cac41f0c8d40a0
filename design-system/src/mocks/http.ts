import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  GENERIC_ERROR_MESSAGES,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  parseWith,
  RATE_LIMITED_MESSAGE,
  schemasOf,
  type EndpointDescription,
  type ErrorBody,
  type ErrorCode,
  type PathParamsOf,
  type RequestOf,
} from '@profit/contract';
import { isAutomated } from './automation';
import { mockDb, type MockUser } from './db';

/**
 * A fixed latency: 150 ms in a browser a person looks at (Storybook, the mock build), so loading
 * states show; a few ms under automation (story tests, visual snapshots), where a play waits for
 * what it asserts and every story would otherwise pay 150 ms per call; next to nothing in Node.
 */
export const MOCK_LATENCY_MS = typeof document === 'undefined' ? 5 : isAutomated() ? 10 : 150;

export const latency = () => delay(MOCK_LATENCY_MS);

/**
 * The window event a mock sends when it will never answer a request (a loading state kept on
 * screen): the visual runner (`visual/lib/capture.mjs`) waits for every request in flight except
 * these, instead of guessing from a request's age which ones will never end.
 */
export const NEVER_ANSWERED_EVENT = 'mock:never-answered';

function announceNeverAnswered(request: Request): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(NEVER_ANSWERED_EVENT, { detail: { url: request.url } }));
}

/**
 * The URL pattern of an API path (`/products/:id`) under `/api`, on any origin so the same
 * handlers serve the browser (Storybook, mock mode) and Node (unit tests).
 */
export const apiUrl = (path: string) => `*/api${path}`;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * The contract's one error body. `success: false` joins it on the routes whose answers carry a
 * success flag (the subscription), as the server's `successFlagOnErrors` policy adds it.
 */
export function errorResponse(
  statusCode: number,
  code: ErrorCode,
  message: string,
  extra: Partial<ErrorBody> & { success?: false } = {},
) {
  const body: ErrorBody & { success?: false } = {
    statusCode,
    error: REASONS[statusCode] ?? 'Error',
    message,
    code,
    ...extra,
  };
  return HttpResponse.json(body, { status: statusCode });
}

/** Seconds the 429 variants ask the client to wait (the server says how long its window has left). */
export const MOCK_RETRY_AFTER_SECONDS = 60;

/** 429 RATE_LIMITED with `Retry-After`, as the server answers a client over a limit. */
export function rateLimitedResponse(extra: { success?: false } = {}) {
  const response = errorResponse(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, extra);
  response.headers.set('retry-after', String(MOCK_RETRY_AFTER_SECONDS));
  return response;
}

const bearerTokenOf = (request: Request) => request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1];

/**
 * The server's 401: without a token, 'please sign in'; with one it no longer knows (signed out,
 * expired), 'your session has ended'.
 */
export const unauthenticated = (request?: Request) =>
  errorResponse(
    401,
    'UNAUTHENTICATED',
    request && bearerTokenOf(request) ? AUTH_MESSAGES.sessionEnded : AUTH_MESSAGES.signInRequired,
  );

/** The user of the request's bearer session, or `null` (the real API then answers 401). */
export function sessionUser(request: Request): MockUser | null {
  const token = bearerTokenOf(request);
  return token ? mockDb.userForToken(token) : null;
}

/** Reads and validates a JSON body with the contract's schema: the data, or a 400 response. */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.output<S> } | { response: Response }> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return { response: errorResponse(400, 'MALFORMED_JSON', GENERIC_ERROR_MESSAGES.malformedJson) };
  }
  const result = parseWith(schema, json);
  if (!result.ok)
    return { response: errorResponse(400, 'VALIDATION_FAILED', result.message, { issues: result.issues }) };
  return { data: result.data };
}

/** Answers with a body checked against the endpoint's response schema, as the contract promises. */
export function respond<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(body) as Record<string, unknown>, init);
}

/**
 * The handler of a declared route: MSW's `http.get`/`http.post` on its path under `/api`, with
 * its path parameters and request body typed as the route declares them, so a mock names no path
 * or method of its own: `handle(ENDPOINTS.profile, async ({ request }) => …)`. Its successful
 * answers are held to the declaration as the server's are: the declared status, and a JSON body
 * the declared response schema parses; a mock that strays fails the call that met it.
 */
export function handle<E extends EndpointDescription>(
  endpoint: E,
  resolver: HttpResponseResolver<
    PathParamsOf<E['path']>,
    RequestOf<E> extends DefaultBodyType ? RequestOf<E> : DefaultBodyType,
    DefaultBodyType
  >,
): HttpHandler {
  const declared: HttpResponseResolver<PathParamsOf<E['path']>, never, DefaultBodyType> = async (info) => {
    const response = await resolver(info as Parameters<typeof resolver>[0]);
    if (response instanceof Response && response.ok) await checkDeclaredAnswer(endpoint, response);
    return response;
  };
  return onRoute(endpoint, declared);
}

/** MSW's handler for a declared route's method, on its path under `/api`. */
function onRoute<Params extends PathParams>(
  route: Route,
  resolver: HttpResponseResolver<Params, never, DefaultBodyType>,
): HttpHandler {
  return (route.method === 'GET' ? http.get : http.post)(apiUrl(route.path), resolver);
}

async function checkDeclaredAnswer(endpoint: EndpointDescription, response: Response): Promise<void> {
  const route = `${endpoint.method} ${endpoint.path}`;
  const status = endpoint.status ?? 200;
  if (response.status !== status)
    throw new Error(`The mock of ${route} answered ${response.status}; the contract declares ${status}.`);
  const { response: schema } = schemasOf(endpoint);
  if (typeof schema === 'string') return;
  const parsed = schema.safeParse(await response.clone().json());
  if (!parsed.success)
    throw new Error(
      `The mock of ${route} answered a body its declared ${endpoint.response} refuses: ${parsed.error.message}`,
    );
}

/** A route a group of handlers serves (its error variants answer every one): its declaration. */
export type Route = Pick<EndpointDescription, 'method' | 'path'>;

/** The error paths of the spec, each as a set of handlers answering every route of a resource. */
export interface ErrorVariants {
  /**
   * What every route answers while the server cannot reach its database: 503 SERVICE_UNAVAILABLE
   * with `Retry-After` and the contract's message, the one refusal any route can meet.
   */
  serviceUnavailable: HttpHandler[];
  unauthorized: HttpHandler[];
  serverError: HttpHandler[];
  /** The request fails at the network level (`HttpResponse.error()`). */
  networkFailure: HttpHandler[];
  /** The same after 300 ms, so a story's picture never depends on whether the busy state was drawn. */
  slowNetworkFailure: HttpHandler[];
  /** The server never answers: loading states stay on screen. */
  neverAnswers: HttpHandler[];
}

/** How a resource's routes answer errors: with `success: false` beside the error body, as subscribe does. */
export interface ErrorStyle {
  successFlagOnErrors?: boolean;
}

const flagOf = (style: ErrorStyle) => (style.successFlagOnErrors ? { success: false as const } : {});

const everyRoute = (routes: readonly Route[], resolver: (info: { request: Request }) => Promise<Response> | Response) =>
  routes.map((route) => onRoute(route, resolver));

export function errorVariants(routes: readonly Route[], style: ErrorStyle = {}): ErrorVariants {
  const every = (resolver: (info: { request: Request }) => Promise<Response> | Response) =>
    everyRoute(routes, resolver);
  return {
    serviceUnavailable: every(async () => {
      await latency();
      const response = errorResponse(
        503,
        'SERVICE_UNAVAILABLE',
        GENERIC_ERROR_MESSAGES.serviceUnavailable,
        flagOf(style),
      );
      response.headers.set('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return response;
    }),
    unauthorized: every(async ({ request }) => {
      await latency();
      return unauthenticated(request);
    }),
    serverError: every(async () => {
      await latency();
      return errorResponse(500, 'INTERNAL', GENERIC_ERROR_MESSAGES.internal, flagOf(style));
    }),
    networkFailure: every(() => HttpResponse.error()),
    /** No answer, after 300 ms: the busy state (a disabled button, a skeleton) is always drawn first. */
    slowNetworkFailure: every(async () => {
      await delay(300);
      return HttpResponse.error();
    }),
    neverAnswers: every(async ({ request }) => {
      announceNeverAnswered(request);
      await delay('infinite');
      return HttpResponse.error();
    }),
  };
}

/** The 429 of routes the server rate-limits: `RATE_LIMITED` with `Retry-After`. */
export const rateLimitedVariant = (routes: readonly Route[], style: ErrorStyle = {}): HttpHandler[] =>
  everyRoute(routes, async () => {
    await latency();
    return rateLimitedResponse(flagOf(style));
  });
