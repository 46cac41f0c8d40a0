import { useState } from 'react';
import styled from 'styled-components';
import { formatRupees, type AuditEntry } from '@profit/contract';
import { useAdminAuditLogQuery } from '../../../api/admin';
import { Button, EmptyState, Link, Skeleton, SkeletonGroup, Spinner } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { Sheet } from '../../shop/surfaces';
import { ConsolePage, dateTime, LoadFailed, Meta, More, Rows, Strong } from '../adminSurfaces';
import { theme } from '../../../tokens';

/** Entries per page of the audit log. */
export const AUDIT_ENTRIES_PER_PAGE = 50;

const ACTION_WORDS: Record<AuditEntry['action'], string> = {
  refund: 'Refund',
  export: 'Export',
  erasure: 'Erasure',
  mark_handled: 'Marked handled',
};

const Entry = styled.li`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${`${theme.space[4]} 0`};
`;

/** What the entry did, in a line: a refund's amount and order, otherwise its subject. */
function whatOf(entry: AuditEntry) {
  if (entry.action === 'refund') {
    const amount = typeof entry.details['amount'] === 'number' ? formatRupees(entry.details['amount']) : 'A refund';
    const reason = typeof entry.details['reason'] === 'string' ? ` — “${entry.details['reason']}”` : '';
    return (
      <>
        {amount} of <Link href={`/admin/orders/${entry.subject}`}>order {entry.subject.slice(0, 8)}</Link>
        {reason}
      </>
    );
  }
  // A customer's erasure or data export names the customer by id.
  if (entry.action === 'erasure' || entry.details['export'] === 'customer-data')
    return <Link href={`/admin/customers/${entry.subject}`}>customer {entry.subject.slice(0, 8)}</Link>;
  return entry.subject;
}

function EntriesPage({
  cursor,
  isLast,
  onMore,
}: {
  cursor?: string;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const { data, error, isLoading, isFetching, refetch } = useAdminAuditLogQuery({
    limit: AUDIT_ENTRIES_PER_PAGE,
    cursor,
  });
  if (isLoading)
    return (
      <SkeletonGroup label="Loading the audit log...">
        {[0, 1, 2].map((row) => (
          <Entry as="div" key={row}>
            <Skeleton width="50%" />
            <Skeleton width="30%" />
          </Entry>
        ))}
      </SkeletonGroup>
    );
  if (error || !data)
    return <LoadFailed title="The audit log could not be loaded" error={error} onRetry={() => void refetch()} />;
  if (!cursor && data.entries.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title="Nothing recorded yet"
        description="Every refund, export, erasure and message marked handled is recorded here: who, when and what."
      />
    );
  return (
    <>
      <Rows aria-label={cursor ? 'Older entries' : 'Audit log'}>
        {data.entries.map((entry) => (
          <Entry key={entry.id}>
            <Strong>
              {ACTION_WORDS[entry.action]}: {whatOf(entry)}
            </Strong>
            <Meta>
              {entry.actorEmail} · <time dateTime={entry.at}>{dateTime(entry.at)}</time>
            </Meta>
          </Entry>
        ))}
      </Rows>
      {isLast && data.nextCursor && (
        <More>
          <Button
            variant="secondary"
            icon={isFetching ? <Spinner label={null} size="sm" /> : undefined}
            onClick={() => onMore(data.nextCursor!)}
          >
            Show older entries
          </Button>
        </More>
      )}
    </>
  );
}

/** `/admin/audit-log`: every merchant action, newest first; nothing here can be changed. */
export function AdminAuditLogPage() {
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  return (
    <ConsolePage
      title="Audit log"
      lead="Who did what, and when: every refund, export, erasure and message handled. Entries are never changed."
    >
      <PageMeta title="Audit log · Shop console" description="The shop's merchant actions." path="/admin/audit-log" />
      <Sheet aria-label="Entries">
        {cursors.map((cursor, index) => (
          <EntriesPage
            key={cursor ?? 'first'}
            cursor={cursor}
            isLast={index === cursors.length - 1}
            onMore={(next) => setCursors((all) => [...all, next])}
          />
        ))}
      </Sheet>
    </ConsolePage>
  );
}
