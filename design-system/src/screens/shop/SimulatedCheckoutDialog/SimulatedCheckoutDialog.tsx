import styled from 'styled-components';
import { formatRupees } from '@profit/contract';
import { REFUND_POLICY_PATH, REFUND_TERMS } from '../../../content/policies';
import { Badge, Button, Dialog, LockIcon, ShieldIcon } from '../../../primitives';
import type { CheckoutOptions, SimulatedOutcome } from '../../../services/checkout';
import { theme } from '../../../tokens';

export interface SimulatedCheckoutDialogProps {
  /** What Checkout was opened with: amount, order id, store name, description, prefilled customer. */
  options: CheckoutOptions;
  /** The shopper pays (`success`), declines (`failure`) or closes the dialog (`dismiss`). */
  onAnswer: (outcome: SimulatedOutcome) => void;
}

export const SIMULATED_CHECKOUT_TEXT = {
  title: 'Simulated checkout',
  label: 'Demo store: payments are simulated',
  note: 'No money moves and no card is asked for. The demo payment provider signs this payment and the shop verifies it exactly as it verifies a real one.',
  decline: 'Decline payment',
  pay: (amount: number) => `Pay ${formatRupees(amount)}`,
  guarantee: `Covered by our ${REFUND_TERMS.guarantee}.`,
  refundPolicy: 'Refund policy (opens in a new tab)',
} as const;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${`${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceSunken};

  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    text-align: end;
  }
`;

const Amount = styled.p`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes['4xl']};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.02em;
`;

const PolicyLink = styled.a`
  color: ${theme.colors.brandStrong};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;

const Note = styled.p`
  display: flex;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/**
 * Demo and mock modes' stand-in for Razorpay Checkout, clearly labelled as simulated: the shopper
 * pays or declines, and the answer goes through the backend's simulated provider.
 */
export function SimulatedCheckoutDialog({ options, onAnswer }: SimulatedCheckoutDialogProps) {
  return (
    <Dialog
      open
      title={SIMULATED_CHECKOUT_TEXT.title}
      description={`${options.name} · ${options.description}`}
      onClose={() => onAnswer('dismiss')}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => onAnswer('failure')}>
            {SIMULATED_CHECKOUT_TEXT.decline}
          </Button>
          <Button icon={<LockIcon size="sm" />} onClick={() => onAnswer('success')}>
            {SIMULATED_CHECKOUT_TEXT.pay(options.amount)}
          </Button>
        </>
      }
    >
      <Badge tone="warning">{SIMULATED_CHECKOUT_TEXT.label}</Badge>
      <Amount>{formatRupees(options.amount)}</Amount>
      <Summary>
        <dt>Name</dt>
        <dd>{options.prefill.name}</dd>
        <dt>E-mail</dt>
        <dd>{options.prefill.email}</dd>
        <dt>Order</dt>
        <dd>{options.order_id}</dd>
      </Summary>
      <Note>
        <LockIcon size="sm" />
        {SIMULATED_CHECKOUT_TEXT.note}
      </Note>
      <Note>
        <ShieldIcon size="sm" />
        <span>
          {SIMULATED_CHECKOUT_TEXT.guarantee}{' '}
          {/* Its own root, outside the router: the policy opens beside the payment, which stays open. */}
          <PolicyLink href={REFUND_POLICY_PATH} target="_blank" rel="noopener">
            {SIMULATED_CHECKOUT_TEXT.refundPolicy}
          </PolicyLink>
        </span>
      </Note>
    </Dialog>
  );
}
