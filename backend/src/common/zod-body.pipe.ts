import { type PipeTransform } from '@nestjs/common';
import { parseWith } from '@profit/contract';
import type { z } from 'zod';
import { ApiError } from './api-error.js';

const NOT_AN_OBJECT = 'Send the request body as a JSON object.';

/**
 * Validates a request body against a contract schema: `@Body(new ZodBody(Schema))`.
 * A body that breaks it is a 400 listing every broken field.
 */
export class ZodBody<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    if (value !== undefined && value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      throw ApiError.validation(NOT_AN_OBJECT, [{ path: '', message: NOT_AN_OBJECT }]);
    }
    const result = parseWith(this.schema, value ?? {});
    if (!result.ok) throw ApiError.validation(result.message, result.issues);
    return result.data;
  }
}
