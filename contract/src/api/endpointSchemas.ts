import type { z } from 'zod';
import type { EndpointDescription, SchemaName } from './endpoints.js';
import * as schemas from './schemas.js';

/** The schema a declaration names. */
export const schemaNamed = <Name extends SchemaName>(name: Name): (typeof schemas)[Name] => schemas[name];

/** A declaration's schemas, resolved: the body's, the query's and the answer's (or its binary kind). */
export function schemasOf(endpoint: EndpointDescription): {
  request?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType | Exclude<EndpointDescription['response'], SchemaName>;
} {
  const { request, query, response } = endpoint;
  return {
    ...(request ? { request: schemaNamed(request) } : {}),
    ...(query ? { query: schemaNamed(query) } : {}),
    response: response in schemas ? schemaNamed(response as SchemaName) : (response as 'file'),
  };
}
