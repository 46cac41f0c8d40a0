import { ENDPOINTS, type EndpointDescription } from './endpoints.js';
import { ADMIN_ENDPOINTS } from './admin/endpoints.js';

type PathsOf<Table extends Record<string, EndpointDescription>> = { readonly [K in keyof Table]: Table[K]['path'] };

const pathsOf = <Table extends Record<string, EndpointDescription>>(table: Table): PathsOf<Table> =>
  Object.fromEntries(Object.entries(table).map(([key, endpoint]) => [key, endpoint.path])) as PathsOf<Table>;

/**
 * Where each call of the API lives, under the base `/api`: read from the declarations
 * (`ENDPOINTS`), which load no zod, so the storefront's first script can import them.
 */
export const API_PATHS = pathsOf(ENDPOINTS);

/** The merchant console's calls, under `/api/admin/` (see `ADMIN_ENDPOINTS`). */
export const ADMIN_API_PATHS = pathsOf(ADMIN_ENDPOINTS);
