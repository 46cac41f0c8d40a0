import { http, type HttpHandler } from 'msw';
import { ADMIN_ENDPOINTS, ENDPOINTS, GENERIC_ERROR_MESSAGES, type EndpointDescription } from '@profit/contract';
import { apiUrl, errorResponse } from './http';

/**
 * What the server answers before any route's own code runs, so every resource's handlers get it
 * the same way: a body that is not JSON on a JSON route (415), an address no route serves (404).
 */

const everyEndpoint: readonly EndpointDescription[] = [...Object.values(ENDPOINTS), ...Object.values(ADMIN_ENDPOINTS)];

/** The server parses only JSON bodies (a route that says so reads multipart): anything else is a 415. */
const isNotJson = (request: Request) => {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type !== undefined && type !== '' && type !== 'application/json';
};

/**
 * 415 UNSUPPORTED_MEDIA_TYPE for a text or form body on any JSON POST route, before its session
 * or its body is read (the server refuses it while parsing, before the guards). The subscription
 * answers with `success: false` beside the error, as its route policy adds it.
 */
const jsonBodiesOnly: HttpHandler[] = everyEndpoint
  .filter((endpoint) => endpoint.method === 'POST' && endpoint.contentType !== 'multipart/form-data')
  .map((endpoint) =>
    http.post(apiUrl(endpoint.path), ({ request }) => {
      if (!isNotJson(request)) return undefined;
      const extra = endpoint.path === ENDPOINTS.subscribe.path ? { success: false as const } : {};
      return errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE', GENERIC_ERROR_MESSAGES.notJson, extra);
    }),
  );

/**
 * An address whose path starts with `/api/`, on any origin. Not `apiUrl('/*')`: its leading
 * wildcard also matches `/design-system/src/api/…`, the modules Vite serves to Storybook.
 */
const API_ADDRESS = /^[a-z]+:\/\/[^/]+\/api\//i;

/** 404 NOT_FOUND in the contract's error body for any `/api` address no handler before it answered. */
const unknownAddress: HttpHandler[] = [
  http.all(API_ADDRESS, () => errorResponse(404, 'NOT_FOUND', GENERIC_ERROR_MESSAGES.noSuchAddress)),
];

/**
 * `jsonBodiesOnly` goes first among the handler groups, `unknownAddress` last: a story that
 * replaces a resource's group keeps both.
 */
export const protocolHandlers = { jsonBodiesOnly, unknownAddress };
