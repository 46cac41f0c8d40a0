import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isFailureLine, isFlakyCount, runStep } from '../run-step.mjs';

test('the lines each runner prints for a failure are recognised, and a passing line is not', () => {
  for (const line of [
    '  ✘   2 [served] › e2e/admin.spec.ts:59:3 › the merchant console › refunds (35.1s)',
    '   × src/cart.test.ts > the cart > keeps its lines 12ms',
    ' FAIL  src/cart.test.ts > the cart > keeps its lines',
    '  ● orders › refuses a second payment',
    '  1) [served] › e2e/journeys.spec.ts:10:3 › a shopper buys a kit ─────',
    '  2 failed',
    '  1 flaky',
    '    ✕ refuses a second payment (12 ms)',
    '      Tests  1 failed | 40 passed (41)',
    'Tests:       1 failed, 847 passed, 848 total',
    'Over budget by 0.4 KB: app must stay within 153.0 KB.',
    '✖ groups merge blends (2.1ms)',
  ]) {
    assert.equal(isFailureLine(line), true, line);
  }
  for (const line of [
    '  ✓  41 [served] › e2e/api-down.spec.ts:184:5 › orders, library and payment say what failed (4.6s)',
    '  ● Console',
    'Sign-in failed {',
    '      Tests  41 passed (41)',
    '    ✘ the order lifecycle > never takes a paid order back [line 39] (covered 0)',
  ]) {
    assert.equal(isFailureLine(line), false, line);
  }
});

test("Playwright's count of flaky journeys is told from its other counts", () => {
  assert.equal(isFlakyCount('  1 flaky'), true);
  assert.equal(isFlakyCount('  2 failed'), false);
  assert.equal(isFlakyCount('  83 passed (9.3m)'), false);
});

test('a step keeps its exit status, its failure lines (without colour) and its last lines', async () => {
  const script = [
    "console.log('\\x1b[32m✓ one\\x1b[39m');",
    "console.error('\\x1b[31m✘ two failed\\x1b[39m');",
    "console.error('\\x1b[31m✘ two failed\\x1b[39m');",
    "process.stdout.write('last line without a newline');",
    'process.exitCode = 3;',
  ].join('\n');
  const run = await runStep(process.execPath, ['-e', script], { env: process.env }, { echo: false });
  assert.equal(run.status, 3);
  assert.deepEqual(run.failures, ['✘ two failed']);
  assert.equal(run.tail.at(-1), 'last line without a newline');
});
