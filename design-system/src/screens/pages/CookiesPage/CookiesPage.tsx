import { COOKIES, type CookieRow } from '../../../content/legal';
import { Table } from '../../../primitives';
import { LegalDocumentView } from '../shared';

const COLUMNS = [
  { key: 'name', header: 'Name', rowHeader: true, render: (row: CookieRow) => row.name },
  { key: 'kind', header: 'Kind', render: (row: CookieRow) => row.kind },
  { key: 'purpose', header: 'Purpose', render: (row: CookieRow) => row.purpose },
  { key: 'duration', header: 'Duration', render: (row: CookieRow) => row.duration },
];

/** `/cookies`: the cookie policy and its table of durations (session, 30 days, 2 years, 1 year). */
export function CookiesPage() {
  return (
    <LegalDocumentView document={COOKIES} path="/cookies">
      <Table
        caption="Every cookie and how long it lasts"
        columns={COLUMNS}
        rows={COOKIES.table}
        rowKey={(row) => row.kind}
      />
    </LegalDocumentView>
  );
}
