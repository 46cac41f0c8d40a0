import { REFUND_POLICY, REFUND_POLICY_LINK, REFUND_POLICY_PATH } from '../../../content/policies';
import { Link } from '../../../primitives';

export interface RefundPolicyNoteProps {
  /** `inverse` on ink backgrounds. */
  linkVariant?: 'inline' | 'inverse';
}

/**
 * The one refund sentence, word for word, and the link to the page that sets it out in full:
 * every page that promises refunds shows this (a test reads them all).
 */
export function RefundPolicyNote({ linkVariant = 'inline' }: RefundPolicyNoteProps) {
  return (
    <>
      <span data-policy="refund">{REFUND_POLICY}</span>{' '}
      <Link href={REFUND_POLICY_PATH} variant={linkVariant}>
        {REFUND_POLICY_LINK}
      </Link>
    </>
  );
}

/** The link alone, for places too small for the sentence (the cart, the checkout dialog, a receipt). */
export function RefundPolicyLink({ children = 'Refund policy' }: { children?: string }) {
  return <Link href={REFUND_POLICY_PATH}>{children}</Link>;
}
