import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { parseWith, type ErrorBody, type ErrorCode } from '@profit/contract';
import { mockDb, type MockUser } from './db';

/**
 * A small fixed latency in the browser, so loading states show and runs stay deterministic;
 * next to nothing in Node, where unit tests only need the answers.
 */
export const MOCK_LATENCY_MS = typeof document === 'undefined' ? 5 : 150;

export const latency = () => delay(MOCK_LATENCY_MS);

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
  503: 'Service Unavailable',
};

/** The contract's one error body. */
export function errorResponse(statusCode: number, code: ErrorCode, message: string, extra: Partial<ErrorBody> = {}) {
  const body: ErrorBody = { statusCode, error: REASONS[statusCode] ?? 'Error', message, code, ...extra };
  return HttpResponse.json(body, { status: statusCode });
}

export const unauthenticated = () => errorResponse(401, 'UNAUTHENTICATED', 'Please sign in to continue.');

/** The user of the request's bearer session, or `null` (the real API then answers 401). */
export function sessionUser(request: Request): MockUser | null {
  const match = request.headers.get('authorization')?.match(/^Bearer (.+)$/);
  return match?.[1] ? mockDb.userForToken(match[1]) : null;
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
    return { response: errorResponse(400, 'MALFORMED_JSON', 'The request body is not valid JSON.') };
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

export interface Route {
  method: 'get' | 'post';
  path: string;
}

/** The error paths of the spec, each as a set of handlers answering every route of a resource. */
export interface ErrorVariants {
  /** A 400 with the server's message in the contract's error body. */
  serverMessage: HttpHandler[];
  unauthorized: HttpHandler[];
  serverError: HttpHandler[];
  /** The request fails at the network level (`HttpResponse.error()`). */
  networkFailure: HttpHandler[];
  /** The server never answers: loading states stay on screen. */
  neverAnswers: HttpHandler[];
}

export function errorVariants(routes: readonly Route[], serverMessage: string): ErrorVariants {
  const every = (resolver: () => Promise<Response> | Response) =>
    routes.map((route) => http[route.method](apiUrl(route.path), resolver));
  return {
    serverMessage: every(async () => {
      await latency();
      return errorResponse(400, 'VALIDATION_FAILED', serverMessage);
    }),
    unauthorized: every(async () => {
      await latency();
      return unauthenticated();
    }),
    serverError: every(async () => {
      await latency();
      return errorResponse(500, 'INTERNAL', 'Something went wrong on our side. Please try again in a moment.');
    }),
    networkFailure: every(() => HttpResponse.error()),
    neverAnswers: every(async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),
  };
}
