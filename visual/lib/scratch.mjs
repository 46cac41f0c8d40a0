/**
 * A scratch copy of the working tree with one colour token changed, and the visual check run in it:
 * what `test:visual:prove` and `bench:visual-token` use, so the real tree is never edited.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A copy of every file git tracks or would track (uncommitted changes included), sharing node_modules by symlink. */
export function scratchCopy(root, prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  for (const folder of ['.', 'contract', 'design-system', 'storefront', 'backend']) {
    const modules = path.join(root, folder, 'node_modules');
    if (fs.existsSync(modules)) fs.symlinkSync(modules, path.join(dir, folder, 'node_modules'), 'dir');
  }
  return dir;
}

/**
 * Sets the colour role `token` in the copy's `design-system/src/tokens/colors.ts` to `colour`;
 * returns the value it had, or undefined when there is no such role.
 */
export function changeToken(dir, token, colour) {
  const file = path.join(dir, 'design-system', 'src', 'tokens', 'colors.ts');
  const source = fs.readFileSync(file, 'utf8');
  const pattern = new RegExp(`^(\\s*${token}:\\s*)([^,\\n]+)(,)`, 'm');
  const match = pattern.exec(source);
  if (!match) return undefined;
  fs.writeFileSync(file, source.replace(pattern, `$1'${colour}'$3`));
  return match[2].trim();
}

/**
 * Runs the visual check (`visual/run.mjs` with `args`) in the copy `dir`: `{ code, output }`, its
 * standard output also echoed as it comes when `echo` is set; its errors always are.
 */
export async function runCheck(dir, args, { echo = false } = {}) {
  const child = spawn(process.execPath, ['visual/run.mjs', ...args], { cwd: dir, env: process.env });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    if (echo) process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  return { code, output };
}
