import {
  ADMIN_ENDPOINTS,
  ADMIN_SHOWN_IMAGE_TYPES,
  BUG_REPORT_UPLOAD,
  ENDPOINTS,
  ENDPOINT_SUMMARIES,
  ErrorBodySchema,
  SERVICE_ENDPOINTS,
  rateLimitOf,
  schemasOf,
  type EndpointDescription,
} from '@profit/contract';
import { z } from 'zod';
import type { AppConfig } from '../config/app-config.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
};

/** Why each error status is answered; the body is always the contract's `ErrorBody`. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The body is not valid JSON or breaks the schema (or the address is malformed)',
  401: 'No live session, or the credential was refused',
  403: 'Not bought: only paid products download; or, under /api/admin, not one of the shop’s merchants',
  404: 'Nothing with that id',
  409: "The cart's prices differ from the server's (`currentAmount` holds the server's total), or the caller already owns some of its products (`productIds` names them); hiding an order: it was paid, or its payment is in flight; a merchant's refund of lines already refunded or of an unpaid order",
  413: 'The body is larger than 64 KiB',
  414: 'A path parameter is longer than 100 characters',
  415: 'The body is not JSON',
  429: 'Too many requests; see Retry-After',
  431: 'The address or the headers are larger than 16 KiB',
  500: 'An internal error (no detail is disclosed)',
  502: 'The payment provider could not create the order; nothing was charged',
  503: 'The database cannot be reached; nothing was changed, try again (see Retry-After)',
};

const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } },
};

/** Every status a route can answer, success first. */
function statusesOf(endpoint: EndpointDescription, success: number): number[] {
  const statuses = new Set<number>([success, 431, 500]);
  const hasParameters = endpoint.path.includes(':');
  // Any POST parses a JSON body if one is sent: malformed (400), too large (413), another type (415).
  if (endpoint.method === 'POST') [400, 413, 415].forEach((status) => statuses.add(status));
  if (hasParameters) [400, 404, 414].forEach((status) => statuses.add(status));
  if (endpoint.auth) statuses.add(401);
  if ('admin' in endpoint) statuses.add(403);
  if (rateLimitOf(endpoint)) statuses.add(429);
  if (!endpoint.withoutDatabase) statuses.add(503);
  for (const status of endpoint.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

function errorResponse(status: number, endpoint: EndpointDescription): Record<string, unknown> {
  // 431 is answered before any route is matched, so without the route's `success` flag.
  const schema = endpoint.successFlagOnErrors && status !== 431 ? 'SubscribeErrorBody' : 'ErrorBody';
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'An error',
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
  };
}

function responsesOf(endpoint: EndpointDescription, success: number, successResponse: Record<string, unknown>) {
  return Object.fromEntries(
    statusesOf(endpoint, success).map((status) => [
      String(status),
      status === success ? successResponse : errorResponse(status, endpoint),
    ]),
  );
}

/** Whether a demo-only endpoint is served with this configuration. */
function isServed(endpoint: EndpointDescription, config: AppConfig): boolean {
  if (!endpoint.demoOnly) return true;
  return endpoint.path.startsWith('/payments/') ? config.simulatedPayments : config.demoIdentity;
}

/** The query string's parameters, from the endpoint's query schema (e.g. `limit` and `cursor` of `GET /orders`). */
function queryParameters(query: z.ZodType | undefined): Record<string, unknown>[] {
  if (!query) return [];
  const schema = toSchema(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function operationFor(key: keyof typeof ENDPOINT_SUMMARIES, endpoint: EndpointDescription): Operation {
  const pathParameters = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', maxLength: 100 },
  }));
  const { request, query, response } = schemasOf(endpoint);
  const parameters = [...pathParameters, ...queryParameters(query)];
  const successResponse =
    response === 'file'
      ? {
          description: 'The file, as an attachment: the PDF guide (format=pdf) or its Markdown (format=md)',
          headers: {
            'Content-Disposition': {
              description: 'attachment; filename="<product id>.pdf" or "<product id>.md"',
              schema: { type: 'string' },
            },
          },
          content: {
            'application/pdf': { schema: { type: 'string', format: 'binary' } },
            'text/markdown; charset=utf-8': { schema: { type: 'string' } },
          },
        }
      : response === 'csv'
        ? {
            description: 'The export, as a CSV attachment (UTF-8 with a byte-order mark, CRLF, a header row)',
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="<export>-<from>-to-<to>.csv"',
                schema: { type: 'string' },
              },
            },
            content: { 'text/csv; charset=utf-8': { schema: { type: 'string' } } },
          }
        : response === 'pdf'
          ? {
              description: 'The document, as a PDF attachment',
              headers: {
                'Content-Disposition': {
                  description: 'attachment; filename="<invoice or credit-note>-<number>.pdf"',
                  schema: { type: 'string' },
                },
              },
              content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
            }
          : response === 'image'
            ? {
                description:
                  'The screenshot, inline, as the PNG, JPEG or WebP its first bytes say; never sniffed, sandboxed by its CSP',
                headers: {
                  'Content-Disposition': {
                    description: 'inline; filename="<safe name>.<png|jpg|webp>"',
                    schema: { type: 'string' },
                  },
                  'X-Content-Type-Options': { description: 'nosniff', schema: { type: 'string' } },
                  'Content-Security-Policy': { description: "default-src 'none'; sandbox", schema: { type: 'string' } },
                },
                content: Object.fromEntries(
                  ADMIN_SHOWN_IMAGE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
                ),
              }
            : {
                description: 'Success',
                content: { 'application/json': { schema: toSchema(response, 'output') } },
              };
  const success = endpoint.status ?? 200;
  const multipart = endpoint.contentType === 'multipart/form-data';
  return {
    operationId: key,
    summary: ENDPOINT_SUMMARIES[key],
    ...(endpoint.demoOnly ? { tags: ['demo'] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(request
      ? {
          requestBody: {
            required: true,
            content: multipart
              ? { 'multipart/form-data': { schema: multipartSchema(request) } }
              : { 'application/json': { schema: toSchema(request, 'input') } },
          },
        }
      : {}),
    ...(endpoint.auth ? { security: [{ bearer: [] }] } : {}),
    responses: responsesOf(endpoint, success, successResponse),
  };
}

/** A multipart body: the schema's text fields plus up to three image files under `screenshots`. */
function multipartSchema(fields: z.ZodType): JsonSchema {
  const schema = toSchema(fields, 'input') as { properties?: Record<string, unknown> };
  return {
    ...schema,
    properties: {
      ...schema.properties,
      [BUG_REPORT_UPLOAD.fieldName]: {
        type: 'array',
        maxItems: BUG_REPORT_UPLOAD.maxFiles,
        items: { type: 'string', format: 'binary', contentMediaType: BUG_REPORT_UPLOAD.types.join(', ') },
      },
    },
  };
}

/**
 * The OpenAPI 3.1 description of the API, generated from the contract's route declarations (the same
 * zod schemas the service validates with), with every status and content type each route answers.
 * Demo-only endpoints appear only where they are served.
 */
export function buildOpenApiDocument(config: AppConfig): JsonSchema {
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (path: string, method: string, operation: Operation) => {
    const openApiPath = `/api${path.replace(/:(\w+)/g, '{$1}')}`;
    paths[openApiPath] = { ...paths[openApiPath], [method.toLowerCase()]: operation };
  };
  const declared: Record<keyof typeof ENDPOINT_SUMMARIES, EndpointDescription> = {
    ...ENDPOINTS,
    ...ADMIN_ENDPOINTS,
    ...SERVICE_ENDPOINTS,
  };
  for (const [key, endpoint] of Object.entries(declared) as [keyof typeof declared, EndpointDescription][]) {
    if (isServed(endpoint, config)) add(endpoint.path, endpoint.method, operationFor(key, endpoint));
  }
  const errorBody = toSchema(ErrorBodySchema, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Profit store API',
      version: '1.0.0',
      description:
        'Digital products sold in rupees. Amounts are integer paise. Every error has the ErrorBody shape; request bodies are JSON only.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: {
        ErrorBody: errorBody,
        SubscribeErrorBody: {
          ...errorBody,
          description: 'The error body of the subscription call: ErrorBody plus `success: false`',
          properties: { ...(errorBody['properties'] as JsonSchema), success: { type: 'boolean', const: false } },
          required: [...(errorBody['required'] as string[]), 'success'],
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token answered by POST /api/auth/google' },
      },
    },
  };
}
