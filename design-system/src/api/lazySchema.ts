import type { SchemaName, SchemaOf } from '@profit/contract';
import type { StandardSchemaV1 } from '@standard-schema/spec';

type SchemaModule = () => Promise<object>;

/** Lets the browser handle what waits (a press, a frame) before the next module is evaluated. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Looks a schema up in `modules`, in their order, importing each only when the ones before it do
 * not hold the name, and giving the browser a task between two imports, so that zod and each domain
 * are evaluated in tasks of their own. A module that failed to load is asked for again next time.
 */
export function schemaFinder(modules: readonly SchemaModule[]) {
  const imported = new Set<SchemaModule>();
  return async function findSchema<Name extends SchemaName>(name: Name): Promise<SchemaOf<Name>> {
    for (const load of modules) {
      const firstImport = !imported.has(load);
      const module = (await load()) as Record<string, unknown>;
      imported.add(load);
      if (name in module) return module[name] as SchemaOf<Name>;
      if (firstImport) await nextTask();
    }
    throw new Error(`No schema module of the contract holds ${name}.`);
  };
}

let finding: Promise<ReturnType<typeof schemaFinder>> | undefined;

/**
 * The contract's schema by the name a route declaration gives it, its module imported the first
 * time one of its answers is validated rather than with the first screen (`SCHEMA_MODULES`).
 */
export async function loadSchema<Name extends SchemaName>(name: Name): Promise<SchemaOf<Name>> {
  finding ??= import('./schemaModules').then(
    ({ SCHEMA_MODULES }) => schemaFinder(SCHEMA_MODULES),
    (error: unknown) => {
      finding = undefined;
      throw error;
    },
  );
  return (await finding)(name);
}

/**
 * A contract schema of the server's answers for an endpoint's `responseSchema`, loaded when the
 * first answer is validated. It is the same validation (a Standard Schema whose `validate` awaits
 * the contract's schema), so an answer that breaks the contract still fails through
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
        (await loadSchema(name))['~standard'].validate(value) as StandardSchemaV1.Result<
          StandardSchemaV1.InferOutput<SchemaOf<Name>>
        >,
    },
  };
}
