import { BUG_REPORT_UPLOAD, ENDPOINTS, ErrorBodySchema, type EndpointDescription } from '@profit/contract';
import { z } from 'zod';
import type { AppConfig } from '../config/app-config.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** Paths whose requests are rate limited (see `security.ts`). */
const RATE_LIMITED_PREFIXES = ['/auth/', '/subscriptions/', '/support/'];

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

function operationFor(key: string, endpoint: EndpointDescription): Operation {
  const parameters = [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
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
  if (parameters.length > 0) responses['404'] = errorResponse('Nothing with that id');
  const multipart = endpoint.contentType === 'multipart/form-data';
  if (endpoint.request)
    responses['413'] = errorResponse(
      multipart ? 'More than 3 files, or a file larger than 2 MB' : 'The body is larger than 64 KiB',
    );
  if (multipart) responses['415'] = errorResponse('A file that is not a PNG, JPEG, GIF or WebP image');
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
            content: multipart
              ? { 'multipart/form-data': { schema: multipartSchema(endpoint.request) } }
              : { 'application/json': { schema: toSchema(endpoint.request, 'input') } },
          },
        }
      : {}),
    ...(endpoint.auth ? { security: [{ bearer: [] }] } : {}),
    responses,
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
