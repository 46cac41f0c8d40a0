// Runs one test step with its output passed straight through, and keeps the lines that name a
// failure, so the summary at the very end can repeat them: a CI log is often read from its tail.
import { spawn } from 'node:child_process';

// Colour and cursor codes, which a failure line is compared without.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

/** Playwright's count of journeys that failed and then passed on their retry. */
const FLAKY_COUNT = /^\s*\d+ flaky\b/;

/** Lines the runners print for a failure: Playwright, Vitest, Jest, node:test, the size budget, Stryker. */
const FAILURE_LINES = [
  /^\s*[✘×✗✖✕]\s/, // a failed test or step
  /^\s*FAIL\s/, // Vitest's and Jest's failed file
  /^\s*● (?!Console)/, // Jest's failed test heading (not its captured console)
  /^\s*\d+\) \[\w+\] › /, // Playwright's numbered failure heading
  /^\s*\d+ failed\b/, // Playwright's count
  FLAKY_COUNT,
  /^\s*Tests?( Files)?:?\s.*\bfailed\b/, // Vitest's and Jest's counts
  /Over budget by/, // the size budget
];

const MAX_FAILURE_LINES = 40;
const TAIL_LINES = 12;

/** Stryker's list of tests marks one that covers no mutant with ✘ and "(covered 0)": not a failure. */
const STRYKER_TEST_LIST = /\(covered \d+\)$/;

export function isFailureLine(line) {
  return FAILURE_LINES.some((pattern) => pattern.test(line)) && !STRYKER_TEST_LIST.test(line);
}

export const isFlakyCount = (line) => FLAKY_COUNT.test(line);

/**
 * Spawns `command`, streams its output to this process's (unless `echo` is false), and resolves
 * with its exit status, the failure lines it printed (at most 40, without repeats) and its last
 * lines (for a failure that printed none of the known kind).
 */
export function runStep(command, args, options, { echo = true } = {}) {
  return new Promise((resolve) => {
    const failures = [];
    const tail = [];
    const keep = (rawLine) => {
      const line = rawLine.replace(ANSI, '').trimEnd();
      if (!line.trim()) return;
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      if (isFailureLine(line) && failures.length < MAX_FAILURE_LINES && !failures.includes(line)) failures.push(line);
    };
    // Piped output is no terminal: keep the colours a terminal would have shown.
    const color = echo && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const env = { ...(options.env ?? process.env), ...color };
    const child = spawn(command, args, { ...options, env, stdio: ['inherit', 'pipe', 'pipe'] });
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        if (echo) sink.write(chunk);
        const lines = (partial + chunk).split(/\r?\n|\r/);
        partial = lines.pop();
        lines.forEach(keep);
      });
      stream.on('end', () => keep(partial));
    }
    child.on('close', (status) => resolve({ status: status ?? 1, failures, tail }));
  });
}
