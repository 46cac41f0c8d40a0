import type { FetchArgs } from '@reduxjs/toolkit/query';
import {
  pathOf,
  type EndpointDescription,
  type PathParamsOf,
  type QueryOf,
  type RequestOf,
  type SchemaName,
} from '@profit/contract';
import { lazySchema } from './lazySchema';

/** What a call fills in of its route: the path's parameters, the body and the query, each as the route declares it. */
export interface CallParts<E extends EndpointDescription> {
  params?: PathParamsOf<E['path']>;
  /** A multipart route's body is the browser's `FormData`. */
  body?: E extends { contentType: 'multipart/form-data' } ? FormData : RequestOf<E>;
  query?: QueryOf<E> | Record<string, string | number>;
}

/** The request of a declared route: its method, its path with the parameters filled in, the body and the query. */
export function requestOf<E extends EndpointDescription>(endpoint: E, parts: CallParts<E> = {}): FetchArgs {
  return {
    url: parts.params ? pathOf(endpoint.path, parts.params) : endpoint.path,
    method: endpoint.method,
    // Stryker disable next-line ConditionalExpression: fetchBaseQuery sends `body: undefined` as no body (no JSON, no content-type)
    ...(parts.body !== undefined ? { body: parts.body } : {}),
    // Stryker disable next-line ConditionalExpression: fetchBaseQuery adds `params` only when they are there (`if (params)`)
    ...(parts.query !== undefined ? { params: parts.query } : {}),
  };
}

/**
 * An RTK Query endpoint's request and answer validation, from the route's declaration:
 * `build.query<ResponseOf<typeof ENDPOINTS.order>, string>({ ...call(ENDPOINTS.order, (id) => ({ params: { id } })) })`.
 * The declaration loads no zod; the answer's schema loads with the first answer (`lazySchema`).
 */
export function call<E extends EndpointDescription & { response: SchemaName }, Arg = void>(
  endpoint: E,
  partsOf?: (arg: Arg) => CallParts<E>,
) {
  return {
    query: (arg: Arg) => requestOf(endpoint, partsOf?.(arg)),
    responseSchema: lazySchema<E['response']>(endpoint.response),
  };
}
