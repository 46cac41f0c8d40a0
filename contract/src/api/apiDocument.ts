import { z } from 'zod';

/** `GET /api/docs`: the OpenAPI 3.1 description of the API, generated from the route declarations. */
export const OpenApiDocumentSchema = z.looseObject({ openapi: z.string() });
