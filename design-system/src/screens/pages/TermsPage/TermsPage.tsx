import { TERMS } from '../../../content/legal';
import { LegalDocumentView } from '../shared';

/** `/terms`: the terms of service (18+, licence, payments, the refund policy). */
export function TermsPage() {
  return <LegalDocumentView document={TERMS} path="/terms" />;
}
