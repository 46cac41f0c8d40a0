#!/usr/bin/env node
/**
 * `npm run chromatic`: publishes the Storybook to Chromatic, which snapshots every story in the
 * cloud (at the modes of `.storybook/modes.ts`) for review in its web app. Needs a Chromatic
 * account, the project's token in CHROMATIC_PROJECT_TOKEN and the network, so `npm test` never
 * runs it. Options after `--` go to the Chromatic CLI (e.g. `-- --dry-run`); the rest of its
 * configuration is in `chromatic.config.json`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN?.trim()) {
  console.error(
    [
      'npm run chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was sent to Chromatic.',
      '',
      'Chromatic is the optional cloud workflow and needs an account: create a project on chromatic.com,',
      'copy its project token, then run: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      '',
      'Without an account, the offline workflow needs nothing: npm run test:visual (baselines in visual/baselines).',
    ].join('\n'),
  );
  process.exit(1);
}

const bin = path.join(root, 'node_modules', '.bin', 'chromatic');
const child = spawn(bin, ['--config-file', 'chromatic.config.json', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
child.on('close', (code) => process.exit(code ?? 1));
