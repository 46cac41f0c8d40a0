import type { SchemaName, SchemaOf } from '@profit/contract';
import type { StandardSchemaV1 } from '@standard-schema/spec';

type ResponseSchemas = typeof import('./responseSchemas');

let loading: Promise<ResponseSchemas> | undefined;

/** The contract's schemas, imported once, on first use. */
export function loadResponseSchemas(): Promise<ResponseSchemas> {
  loading ??= import('./responseSchemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * A contract schema of the server's answers for an endpoint's `responseSchema`, by the name its
 * route declaration gives it, loaded when the first answer is validated rather than with the
 * first screen. It is the same validation (a Standard Schema whose `validate` awaits the
 * contract's schema), so an answer that breaks the contract still fails through
 * `catchSchemaFailure`, with the same issues.
 */
export function lazySchema<Name extends SchemaName>(
  name: Name,
): StandardSchemaV1<StandardSchemaV1.InferInput<SchemaOf<Name>>, StandardSchemaV1.InferOutput<SchemaOf<Name>>> {
  return {
    '~standard': {
      version: 1,
      // Stryker disable next-line StringLiteral: no validator reads its vendor
      vendor: 'profit-lazy',
      validate: async (value) =>
        (await loadResponseSchemas()).schemaNamed(name)['~standard'].validate(value) as StandardSchemaV1.Result<
          StandardSchemaV1.InferOutput<SchemaOf<Name>>
        >,
    },
  };
}
