import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { resumeInFreshDocument, takeResumedForm } from '../state/resumedForm';
import type { OnDemandForm, OnValid, ReadyContractForm } from './ContractFormEngine';
import type { ContractSchema } from './useContractForm';

/** A field's props: its name alone until the engine has arrived, then `useContractForm`'s. */
type FieldProps<Schema extends ContractSchema> =
  ReturnType<ReadyContractForm<Schema>['field']> | { name: Path<z.input<Schema>>; error?: undefined };

/**
 * `useContractForm` for a form on the app's first chunk (the newsletter of every page, the demo
 * sign-in), which cannot carry react-hook-form, the zod resolver and zod (about 40 KB gzip): the
 * form renders at once as plain markup (uncontrolled fields with their names, so the browser keeps
 * what is typed), and the machinery and the schema (`load`: the form's own module, an
 * `OnDemandForm`) arrive on the first focus, input or submit. They then take over the same fields
 * (nothing is re-mounted: focus, caret and text stay) and the form behaves as every other form of
 * the shop: checked on submit with the contract's schema, each message under its field, the first
 * wrong field focused. A submit pressed before they arrive is held and carried out when they do.
 *
 * Spread `formProps` on the `<form>` and `field(name)` on each field, and render `engine` in it.
 * A valid submit calls the loaded `useSubmit`'s `onValid`, else the one given here; `onLoadFailed`
 * tells the shopper when a held press cannot be carried out (offline, the server gone), and the
 * next focus or press tries again; should that fail too while the server answers (the browser kept
 * the failure), the page is loaded afresh and the form sent from there, its text kept.
 */
export function useContractFormOnDemand<Schema extends ContractSchema>(
  load: () => Promise<OnDemandForm<Schema>>,
  defaultValues: DefaultValues<z.input<Schema>>,
  { onValid, onLoadFailed }: { onValid?: OnValid<Schema>; onLoadFailed: () => void },
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [emptyValues] = useState(defaultValues);
  const [loaded, setLoaded] = useState<OnDemandForm<Schema> | null>(null);
  const [ready, setReady] = useState<ReadyContractForm<Schema> | null>(null);
  const loading = useRef(false);
  const submitHeld = useRef(false);

  // A load failed before in this document (a focus's counts): the browser may have kept that failure.
  const failedBefore = useRef(false);

  const start = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (form) => setLoaded(form),
      async () => {
        const pressed = submitHeld.current;
        submitHeld.current = false;
        const again = failedBefore.current;
        failedBefore.current = true;
        // Failing again while the server answers, only a fresh document loads it: the page is loaded
        // afresh and the form sent from there with what it holds (`resumeInFreshDocument`).
        if (pressed && again && formRef.current && (await resumeInFreshDocument(formRef.current))) return;
        loading.current = false;
        if (pressed) onLoadFailed();
      },
    );
  };

  // The page was loaded afresh for this form: it takes back what it held and sends it.
  const resume = useEffectEvent(() => {
    if (!formRef.current || !takeResumedForm(formRef.current)) return;
    submitHeld.current = true;
    start();
  });
  useEffect(() => resume(), []);

  useEffect(() => {
    if (!ready || !submitHeld.current) return;
    submitHeld.current = false;
    formRef.current?.requestSubmit();
  }, [ready]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (ready) return void ready.handleSubmit((values) => (ready.onValid ?? onValid)?.(values, ready))(event);
    event.preventDefault();
    submitHeld.current = true;
    start();
  };

  return {
    formProps: { ref: formRef, noValidate: true, onFocus: start, onInput: start, onSubmit },
    field: (name: Path<z.input<Schema>>): FieldProps<Schema> => (ready ? ready.field(name) : { name }),
    /** The loaded `useSubmit`'s request is under way. */
    busy: ready?.busy,
    engine: loaded && (
      <loaded.ContractFormEngine form={loaded} defaultValues={emptyValues} formRef={formRef} onReady={setReady} />
    ),
  };
}
