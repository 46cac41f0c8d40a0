import { REFUND_POLICY_PAGE } from '../../../content/policyPages';
import { REFUND_POLICY_PATH } from '../../../content/policies';
import { LegalDocumentView } from '../shared';

/** `/refund-policy`: the 30-day money-back guarantee in full (who, how, when, access, partial, duplicates). */
export function RefundPolicyPage() {
  return <LegalDocumentView document={REFUND_POLICY_PAGE} path={REFUND_POLICY_PATH} />;
}
