import { ENDPOINTS, ErrorBodySchema, type EndpointDescription } from '@profit/contract';
import { z } from 'zod';
import type { AppConfig } from '../config/app-config.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** Paths whose requests are rate limited (see `security.ts`). */
const RATE_LIMITED_PREFIXES = ['/auth/', '/subscriptions/'];

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** Whether a demo-only endpoint is served with this configuration. */
function isServed(key: string, endpoint: EndpointDescription, config: AppConfig): boolean {
  if (!endpoint.demoOnly) return true;
  return endpoint.path.startsWith('/payments/') ? config.simulatedPayments : config.demoIdentity;
}

/** The query string's parameters, from the endpoint's query schema (e.g. `limit` and `cursor` of `GET /orders`). */
function queryParameters(endpoint: EndpointDescription): Record<string, unknown>[] {
  if (!endpoint.query) return [];
  const schema = toSchema(endpoint.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function operationFor(key: string, endpoint: EndpointDescription): Operation {
  const pathParameters = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const parameters = [...pathParameters, ...queryParameters(endpoint)];
  const success =
    endpoint.response === 'file'
      ? {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        }
      : { description: 'Success', content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } } };
  const responses: Record<string, unknown> = { '200': success };
  if (endpoint.request) responses['400'] = errorResponse('The body is not valid JSON or breaks the schema');
  if (endpoint.auth || key === 'signInWithGoogle')
    responses['401'] = errorResponse('No live session, or the credential was refused');
  if (pathParameters.length > 0) responses['404'] = errorResponse('Nothing with that id');
  if (endpoint.query) responses['400'] = errorResponse('A query parameter is not valid');
  if (endpoint.request) responses['413'] = errorResponse('The body is larger than 64 KiB');
  if (RATE_LIMITED_PREFIXES.some((prefix) => endpoint.path.startsWith(prefix)))
    responses['429'] = errorResponse('Too many requests; see Retry-After');
  responses['500'] = errorResponse('An internal error (no detail is disclosed)');
  return {
    operationId: key,
    summary: endpoint.summary,
    ...(endpoint.demoOnly ? { tags: ['demo'] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.request
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(endpoint.request, 'input') } },
          },
        }
      : {}),
    ...(endpoint.auth ? { security: [{ bearer: [] }] } : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 description of the API, generated from the contract's `ENDPOINTS` table (the same
 * zod schemas the service validates with). Demo-only endpoints appear only where they are served.
 */
export function buildOpenApiDocument(config: AppConfig): JsonSchema {
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (path: string, method: string, operation: Operation) => {
    const openApiPath = `/api${path.replace(/:(\w+)/g, '{$1}')}`;
    paths[openApiPath] = { ...paths[openApiPath], [method.toLowerCase()]: operation };
  };
  for (const [key, endpoint] of Object.entries(ENDPOINTS) as [string, EndpointDescription][]) {
    if (isServed(key, endpoint, config)) add(endpoint.path, endpoint.method, operationFor(key, endpoint));
  }
  if (config.demoIdentity) {
    add('/auth/demo/jwks', 'GET', {
      operationId: 'demoJwks',
      summary: 'Demo identity: the public keys its ID tokens are signed with',
      tags: ['demo'],
      responses: {
        '200': {
          description: 'A JSON Web Key Set',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['keys'],
                properties: { keys: { type: 'array', items: { type: 'object' } } },
              },
            },
          },
        },
      },
    });
  }
  add('/docs', 'GET', {
    operationId: 'openApi',
    summary: 'This OpenAPI description',
    responses: {
      '200': { description: 'OpenAPI 3.1', content: { 'application/json': { schema: { type: 'object' } } } },
    },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Profit store API',
      version: '1.0.0',
      description: 'Digital products sold in rupees. Amounts are integer paise. Every error has the ErrorBody shape.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: toSchema(ErrorBodySchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The session token answered by POST /api/auth/google' },
      },
    },
  };
}
