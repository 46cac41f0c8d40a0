import { type PipeTransform } from '@nestjs/common';
import { parseWith } from '@profit/contract';
import type { z } from 'zod';
import { ApiError } from './api-error.js';

/**
 * Validates a request body against a contract schema: `@Body(new ZodBody(Schema))`.
 * A body that breaks it is a 400 listing every broken field.
 */
export class ZodBody<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = parseWith(this.schema, value ?? {});
    if (!result.ok) throw ApiError.validation(result.message, result.issues);
    return result.data;
  }
}
