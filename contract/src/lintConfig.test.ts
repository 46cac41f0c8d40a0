import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const made: string[] = [];

/** Two modules that import each other, written for the test in `workspace` (a circle must not be committed). */
function circle(workspace: 'contract' | 'backend'): string[] {
  const folder = mkdtempSync(join(root, workspace, 'src', 'lint-circle-'));
  made.push(folder);
  writeFileSync(
    join(folder, 'first.ts'),
    "import { second } from './second.js';\n\nexport const first = () => second;\n",
  );
  writeFileSync(
    join(folder, 'second.ts'),
    "import { first } from './first.js';\n\nexport const second = () => first;\n",
  );
  return ['first.ts', 'second.ts'].map((file) => relative(root, join(folder, file)));
}

afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

/** The repository's own lint configuration (`eslint.config.js`), as `npm run lint` runs it. */
describe('the lint configuration', () => {
  const eslint = new ESLint({ cwd: root });

  it.each(['contract', 'backend'] as const)(
    'refuses two modules of the %s that import each other',
    async (workspace) => {
      const results = await eslint.lintFiles(circle(workspace));
      for (const result of results)
        expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    },
    60_000,
  );
});
