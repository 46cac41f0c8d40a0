import { describe, expect, it } from 'vitest';
import { isErrorBody } from './errorBody.js';
import { ErrorBodySchema } from './errors.js';

const valid = {
  statusCode: 409,
  error: 'Conflict',
  message: 'Prices have changed.',
  code: 'AMOUNT_MISMATCH',
  currentAmount: 99_800,
};

/** Bodies a server, a proxy or a broken mock may answer, each beside the contract's verdict. */
const samples: Array<[string, unknown]> = [
  ['the full body', valid],
  [
    'a body with issues',
    { ...valid, code: 'VALIDATION_FAILED', issues: [{ path: 'email', message: 'Enter an e-mail.' }] },
  ],
  ['a body with an extra field', { ...valid, requestId: 'abc' }],
  [
    'a body without optional fields',
    { statusCode: 404, error: 'Not Found', message: 'No such order.', code: 'NOT_FOUND' },
  ],
  ['null', null],
  ['a string', 'Bad Gateway'],
  ['an array', [valid]],
  ['a bare message', { message: 'Already subscribed.' }],
  ['a fractional status code', { ...valid, statusCode: 409.5 }],
  ['a status code as text', { ...valid, statusCode: '409' }],
  ['a missing error', { ...valid, error: undefined }],
  ['a numeric message', { ...valid, message: 42 }],
  ['an unknown code', { ...valid, code: 'TEAPOT' }],
  ['issues that are not a list', { ...valid, issues: { path: 'email', message: 'x' } }],
  ['an issue without a message', { ...valid, issues: [{ path: 'email' }] }],
  ['a fractional current amount', { ...valid, currentAmount: 0.5 }],
  ['a current amount as text', { ...valid, currentAmount: '99800' }],
];

describe('isErrorBody', () => {
  it.each(samples)('agrees with ErrorBodySchema on %s', (_name, body) => {
    expect(isErrorBody(body)).toBe(ErrorBodySchema.safeParse(body).success);
  });

  it('accepts the contract body and refuses what is not one', () => {
    expect(isErrorBody(valid)).toBe(true);
    expect(isErrorBody({ message: 'Already subscribed.' })).toBe(false);
  });
});
