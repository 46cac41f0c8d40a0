#!/usr/bin/env node
// `npm start`: builds what the shop needs and serves it on one port (demo mode, embedded database).
import { existsSync } from 'node:fs';

const backendEntry = new URL('../backend/src/main.ts', import.meta.url);
if (!existsSync(backendEntry)) {
  console.error('The shop is not built yet: the backend (backend/src/main.ts) does not exist in this checkout.');
  console.error('What works today: `npm test` runs the contract\'s tests.');
  process.exit(1);
}
