import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCHEMA_MODULES } from './schemaModules.js';
import * as schemas from './schemas.js';

const schemasIn = (module: object) =>
  Object.entries(module).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

describe('the schema modules a browser imports one at a time', () => {
  it('hold every schema a route declaration may name, each in one module', async () => {
    const modules = await Promise.all(SCHEMA_MODULES.map((load) => load()));
    for (const [name, schema] of schemasIn(schemas)) {
      const holders = modules.filter((module) => (module as Record<string, unknown>)[name] === schema);
      expect({ name, holders: holders.length }).toEqual({ name, holders: 1 });
    }
  });

  it('hold no schema that schemas.ts does not export', async () => {
    const modules = await Promise.all(SCHEMA_MODULES.map((load) => load()));
    for (const [name, schema] of modules.flatMap(schemasIn))
      expect({ name, named: (schemas as Record<string, unknown>)[name] === schema }).toEqual({ name, named: true });
  });
});
