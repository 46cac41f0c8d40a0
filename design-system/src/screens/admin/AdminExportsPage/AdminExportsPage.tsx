import { useState } from 'react';
import styled from 'styled-components';
import { ExportRangeQuerySchema, parseWith, type AdminExport } from '@profit/contract';
import { useAdminExportMutation } from '../../../api/admin';
import { errorMessage } from '../../../api/errors';
import { saveDownloadedFile } from '../../../flows/saveDownloadedFile';
import { Banner, Button, Spinner, TextField, VisuallyHidden } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { Sheet, SheetTitle } from '../../shop/surfaces';
import { ConsolePage, Meta, Rows, Stacked, Strong } from '../adminSurfaces';
import { theme } from '../../../tokens';

const EXPORTS: readonly { kind: AdminExport; title: string; about: string }[] = [
  {
    kind: 'invoices',
    title: 'Invoices',
    about:
      'Every tax invoice issued in the range, a row per invoice and SAC, with the GSTR-1 columns: number, date, buyer, GSTIN, place of supply, taxable value, CGST, SGST, IGST and invoice value.',
  },
  {
    kind: 'credit-notes',
    title: 'Credit notes',
    about:
      'Every credit note issued in the range, in a file of its own with the invoice it credits and where GSTR-1 reports it (CDNR, CDNUR or B2CS).',
  },
  {
    kind: 'subscribers',
    title: 'Subscribers',
    about: 'Everyone who subscribed to the newsletter in the range: e-mail, state, when they subscribed and confirmed.',
  },
];

const Range = styled.div`
  display: grid;
  gap: ${theme.space[4]};

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 14rem));
  }
`;

const Export = styled.li`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${`${theme.space[5]} 0`};

  ${theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space[8]};
  }
`;

/** India's today and the first of its month, YYYY-MM-DD: the range the page starts with. */
function thisMonth(now = Date.now()) {
  const today = new Date(now + 330 * 60_000).toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** `/admin/exports`: CSV files for the accountant, for a range of India days, downloaded with the session. */
export function AdminExportsPage() {
  const [range, setRange] = useState(thisMonth);
  const [rangeProblem, setRangeProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<AdminExport | null>(null);
  const [download, { error }] = useAdminExportMutation();
  const [failed, setFailed] = useState<AdminExport | null>(null);

  const exportFile = async (kind: AdminExport) => {
    const checked = parseWith(ExportRangeQuerySchema, range);
    if (!checked.ok) return setRangeProblem(checked.issues[0]?.message ?? checked.message);
    setRangeProblem(null);
    setFailed(null);
    setPending(kind);
    const result = await download({ kind, ...checked.data });
    setPending(null);
    if ('data' in result && result.data) saveDownloadedFile(result.data);
    else setFailed(kind);
  };

  return (
    <ConsolePage
      title="Exports"
      lead="The month's sales for your accountant and your newsletter's list, as CSV files that open in any spreadsheet. Days are India's; every export is recorded in the audit log."
    >
      <PageMeta title="Exports · Shop console" description="The shop's CSV exports." path="/admin/exports" />
      <Stacked>
        <Sheet aria-labelledby="export-range">
          <SheetTitle id="export-range">Days to export</SheetTitle>
          <Range>
            <TextField
              label="From"
              name="from"
              type="date"
              value={range.from}
              onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
            />
            <TextField
              label="To"
              name="to"
              type="date"
              value={range.to}
              error={rangeProblem ?? undefined}
              onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
            />
          </Range>
        </Sheet>
        <Sheet aria-labelledby="export-files">
          <SheetTitle id="export-files">Files</SheetTitle>
          {failed && (
            <Banner tone="danger" title="The export could not be downloaded">
              {errorMessage(error, 'Please try again in a moment.')}
            </Banner>
          )}
          <Rows aria-label="Exports">
            {EXPORTS.map((item) => (
              <Export key={item.kind}>
                <div>
                  <Strong>{item.title}</Strong>
                  <Meta>{item.about}</Meta>
                </div>
                <Button
                  variant="secondary"
                  icon={pending === item.kind ? <Spinner label={null} size="sm" /> : undefined}
                  disabled={pending !== null}
                  onClick={() => void exportFile(item.kind)}
                >
                  <span>
                    Download<VisuallyHidden> {item.title.toLowerCase()}</VisuallyHidden> CSV
                  </span>
                </Button>
              </Export>
            ))}
          </Rows>
        </Sheet>
      </Stacked>
    </ConsolePage>
  );
}
