import { PRIVACY } from '../../../content/legal';
import { LegalDocumentView } from '../shared';

/** `/privacy`: what is collected and why, the refund policy's use of payment data, your rights. */
export function PrivacyPage() {
  return <LegalDocumentView document={PRIVACY} path="/privacy" />;
}
