import { DELIVERY_POLICY_PAGE } from '../../../content/policyPages';
import { LegalDocumentView } from '../shared';

/** `/delivery-policy`: digital delivery, instantly in the library; nothing is shipped. */
export function DeliveryPolicyPage() {
  return <LegalDocumentView document={DELIVERY_POLICY_PAGE} path="/delivery-policy" />;
}
