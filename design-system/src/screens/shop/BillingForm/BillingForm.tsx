import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { BillingDetailsRequestSchema, displayName, INDIAN_STATES, type BillingDetails } from '@profit/contract';
import { useOrdersQuery } from '../../../api/orders';
import type { BillingErrors } from '../../../flows/usePayNow';
import { Select, TextField } from '../../../primitives';
import { useAppSelector } from '../../../state/hooks';
import { selectUser } from '../../../state/sessionSlice';
import { Sheet, SheetTitle } from '../surfaces';
import { theme } from '../../../tokens';

/** The billing form's own words (the field messages are the contract's `BILLING_MESSAGES`). */
export const BILLING_FORM_TEXT = {
  title: 'Billing details',
  lead: 'These details are printed on your GST tax invoice.',
  name: 'Full name',
  state: 'State or union territory',
  statePlaceholder: 'Choose your state or union territory',
  pinCode: 'PIN code',
  gstin: 'GSTIN (optional)',
  gstinHint: 'Only for a GST-registered business, to claim input tax credit.',
} as const;

/** What the fields hold while typed: text, the state's code ('' until one is chosen). */
type BillingFormValues = z.input<typeof BillingDetailsRequestSchema>;
/** What the form hands over once the contract's schema accepts it: trimmed, the GSTIN upper case or null. */
export type BillingFormResult = z.output<typeof BillingDetailsRequestSchema>;

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state.code, label: state.name }));
const FIELD_ORDER = ['name', 'state', 'pinCode', 'gstin'] as const;

const Fields = styled.div`
  display: grid;
  gap: ${theme.space[4]};

  ${theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);

    > :first-child,
    > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Lead = styled.p`
  margin: ${`-${theme.space[2]} 0 ${theme.space[5]}`};
  color: ${theme.colors.textMuted};
`;

/** The billing details of the shopper's latest order that has them: the next checkout starts from them. */
function useLastBilling(): BillingDetails | null | undefined {
  const { data, isLoading } = useOrdersQuery();
  if (isLoading) return undefined;
  return data?.orders.find((order) => order.billing)?.billing ?? null;
}

export interface BillingFormProps {
  /** The form's id: Pay Now, outside it in the order summary, submits it (`form=`). */
  id: string;
  /**
   * Called with the accepted details; answers the fields the server refused (each then shows its
   * message and the first takes focus), or nothing.
   */
  onSubmit: (billing: BillingFormResult) => Promise<BillingErrors | undefined>;
}

/**
 * The buyer's billing details before Pay: full name, state or union territory (all 36, by name),
 * PIN code and an optional GSTIN, validated with the contract's schema on submit and then as they
 * are corrected, each message under its field and focus on the first wrong one. Starts from the
 * last order's details (else the account's name); anything already typed is kept when they arrive.
 */
export function BillingForm({ id, onSubmit }: BillingFormProps) {
  const user = useAppSelector(selectUser);
  const last = useLastBilling();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BillingFormValues, unknown, BillingFormResult>({
    resolver: zodResolver(BillingDetailsRequestSchema),
    defaultValues: {
      name: user ? displayName(user) : '',
      state: '' as BillingFormValues['state'],
      pinCode: '',
      gstin: '',
    },
  });

  // The last order's details arrive once; fields the shopper has already changed keep what they typed.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !last) return;
    prefilled.current = true;
    reset({ ...last, gstin: last.gstin ?? '' }, { keepDirtyValues: true });
  }, [last, reset]);

  const submit = handleSubmit(async (billing) => {
    const refused = await onSubmit(billing);
    if (!refused) return;
    const first = FIELD_ORDER.find((field) => refused[field]);
    for (const field of FIELD_ORDER) {
      const message = refused[field];
      if (message) setError(field, { type: 'server', message }, { shouldFocus: field === first });
    }
  });

  return (
    <Sheet id="billing" aria-labelledby={`${id}-title`}>
      <SheetTitle id={`${id}-title`}>{BILLING_FORM_TEXT.title}</SheetTitle>
      <Lead>{BILLING_FORM_TEXT.lead}</Lead>
      <form id={id} noValidate onSubmit={(event) => void submit(event)}>
        <Fields>
          <TextField
            label={BILLING_FORM_TEXT.name}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <Select
            label={BILLING_FORM_TEXT.state}
            placeholder={BILLING_FORM_TEXT.statePlaceholder}
            options={STATE_OPTIONS}
            autoComplete="address-level1"
            required
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            label={BILLING_FORM_TEXT.pinCode}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            error={errors.pinCode?.message}
            {...register('pinCode')}
          />
          <TextField
            label={BILLING_FORM_TEXT.gstin}
            hint={BILLING_FORM_TEXT.gstinHint}
            autoCapitalize="characters"
            spellCheck={false}
            error={errors.gstin?.message}
            {...register('gstin')}
          />
        </Fields>
      </form>
    </Sheet>
  );
}
