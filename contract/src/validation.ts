import type { z } from 'zod';
import type { Issue } from './api/errors.js';

/** Turns a zod error into a readable list: one `{ path, message }` per broken field. */
export function describeIssues(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys.join(', ');
      return { path, message: `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${keys}.` };
    }
    return { path, message: issue.message };
  });
}

/** One sentence for people from a list of issues: `email: Enter a valid e-mail address.` */
export function summariseIssues(issues: readonly Issue[]): string {
  return issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join(' ');
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; issues: Issue[]; message: string };

/** Parses a value against a schema, answering either the data or what is wrong with it. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const issues = describeIssues(result.error);
  return { ok: false, issues, message: summariseIssues(issues) };
}
