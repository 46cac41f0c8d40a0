import { memo, useLayoutEffect, useRef, type ComponentType, type RefObject } from 'react';
import type { DefaultValues, Path, PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm, type ContractSchema } from './useContractForm';

/** What a valid submit does with the schema's output; `reset` empties the form. */
export type OnValid<Schema extends ContractSchema> = (values: z.output<Schema>, form: { reset: () => void }) => unknown;

/**
 * The module of a form that loads on first use (one chunk, one request): the engine (re-exported
 * as `ContractFormEngine`), the contract's schema and, when the request code need not be on the
 * first chunk either, a hook (run by the engine) saying what a valid submit does.
 */
export interface OnDemandForm<Schema extends ContractSchema> {
  ContractFormEngine: ComponentType<ContractFormEngineProps<Schema>>;
  schema: Schema;
  useSubmit?: () => { onValid: OnValid<Schema>; busy: boolean };
}

/** What the engine gives the form's markup: `useContractForm`'s fields, submit and reset, and the loaded `useSubmit`'s. */
export type ReadyContractForm<Schema extends ContractSchema> = Pick<
  ReturnType<typeof useContractForm<Schema>>,
  'field' | 'handleSubmit' | 'reset'
> & { onValid?: OnValid<Schema>; busy: boolean };

export interface ContractFormEngineProps<Schema extends ContractSchema> {
  form: Pick<OnDemandForm<Schema>, 'schema' | 'useSubmit'>;
  /** The empty form (what a reset after success goes back to). */
  defaultValues: DefaultValues<z.input<Schema>>;
  /** The form whose fields already hold what was typed before the engine arrived. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Called after every render of the engine, so the form's markup shows its latest state. */
  onReady: (form: ReadyContractForm<Schema>) => void;
}

const noSubmit = () => ({ onValid: undefined, busy: false });

/**
 * `useContractForm` for a form whose markup was rendered before react-hook-form, the resolver and
 * the schema had loaded (`useContractFormOnDemand`). It renders nothing: it takes over what the
 * fields hold (the form's own DOM), then hands `field`, `handleSubmit` and `reset` to the form.
 * Memoised with stable props, so it renders only when its own state changes.
 */
function Engine<Schema extends ContractSchema>({
  form,
  defaultValues,
  formRef,
  onReady,
}: ContractFormEngineProps<Schema>) {
  const { field, handleSubmit, reset, setValue } = useContractForm(form.schema, defaultValues);
  const useSubmit = form.useSubmit ?? noSubmit;
  const { onValid, busy } = useSubmit();
  const tookOver = useRef(false);

  useLayoutEffect(() => {
    if (!tookOver.current) {
      tookOver.current = true;
      // In the layout phase, the same task in which the form then registers its fields: no keystroke falls between.
      const elements = formRef.current?.elements;
      for (const name of Object.keys(defaultValues) as Path<z.input<Schema>>[]) {
        const element = elements?.namedItem(name);
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
          setValue(name, element.value as PathValue<z.input<Schema>, typeof name>);
      }
    }
    onReady({ field, handleSubmit, reset, onValid, busy });
  });
  return null;
}

export const ContractFormEngine = memo(Engine) as typeof Engine;
