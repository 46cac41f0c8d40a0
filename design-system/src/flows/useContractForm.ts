import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { errorBody, errorMessage } from '../api/errors';

/** A schema of the contract a form is checked with: an object of fields in, an object out. */
export type ContractSchema = z.ZodType<FieldValues, FieldValues>;

/** A field problem as the contract's `parseWith` and the server's error bodies give it. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** What a mutation trigger of the API answers: its data, or the error it failed with. */
type SendResult<Data> = { data: Data; error?: undefined } | { data?: undefined; error: unknown };

/**
 * A form checked with one of the contract's schemas (react-hook-form with the zod resolver), the way
 * every form of the shop behaves: checked on submit, then each field again as it is corrected (typing
 * in one field never clears another's message); the first wrong field takes focus; what the server
 * refuses shows under its field, and its message as `failure` above the form.
 *
 * `field(name)` gives a TextField, Textarea or Select its name, ref, handlers and error.
 */
export function useContractForm<Schema extends ContractSchema>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  type Values = z.input<Schema>;
  const form = useForm<Values, unknown, z.output<Schema>>({
    // The resolver's overloads cannot follow a generic schema: it gives exactly these input and output types.
    resolver: zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<Schema>>,
    defaultValues,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;

  const field = (name: Path<Values>) => ({
    ...form.register(name),
    error: (errors[name]?.message as string | undefined) ?? undefined,
  });

  /** The server's issues under their fields (the first of each field), focus on the first. */
  const showIssues = (issues: readonly FieldIssue[]) => {
    const known = new Set(Object.keys(defaultValues ?? {}));
    const shown = new Set<string>();
    for (const issue of issues) {
      if (!known.has(issue.path) || shown.has(issue.path)) continue;
      form.setError(
        issue.path as Path<Values>,
        // Stryker disable next-line StringLiteral: the error's type is never shown, only its message
        { type: 'server', message: issue.message },
        { shouldFocus: shown.size === 0 },
      );
      shown.add(issue.path);
    }
  };

  /**
   * The submit handler: sends the accepted values; on success the form is emptied and `onSent`
   * gets the answer, on failure the typed text stays and the server's reasons show.
   */
  const submitWith = <Data>(
    send: (values: z.output<Schema>) => Promise<SendResult<Data>>,
    fallbackFailure: string,
    onSent: (data: Data) => void,
    /** Anything more a refusal means to this form (beyond its field issues and message). */
    onRefused?: (error: unknown) => void,
  ) =>
    form.handleSubmit(
      async (values) => {
        setFailure(null);
        const result = await send(values);
        if (result.error !== undefined) {
          // Stryker disable next-line ArrayDeclaration: an issue-less refusal shows no field message either way
          showIssues(errorBody(result.error)?.issues ?? []);
          setFailure(errorMessage(result.error, fallbackFailure));
          onRefused?.(result.error);
          return;
        }
        form.reset();
        onSent(result.data as Data);
      },
      () => setFailure(null),
    );

  return { ...form, field, failure, showIssues, submitWith };
}
