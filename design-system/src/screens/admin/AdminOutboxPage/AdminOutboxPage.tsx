import { useState } from 'react';
import styled from 'styled-components';
import { OUTBOX_STATES, type AdminOutboxEmail, type OutboxState } from '@profit/contract';
import { useAdminOutboxQuery } from '../../../api/admin';
import { Button, EmptyState, Link, Select, Skeleton, SkeletonGroup, Spinner, StatusPill } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { Sheet } from '../../shop/surfaces';
import {
  ConsolePage,
  dateTime,
  End,
  LoadFailed,
  Meta,
  More,
  Rows,
  Stacked,
  StackedRow,
  Strong,
} from '../adminSurfaces';
import { theme } from '../../../tokens';

/** E-mails per page of the outbox. */
export const OUTBOX_PER_PAGE = 50;

const STATE_WORDS: Record<OutboxState, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
const STATE_TONE = { queued: 'warning', sent: 'success', failed: 'danger' } as const;
const KIND_WORDS: Record<AdminOutboxEmail['kind'], string> = {
  receipt: 'Receipt',
  refund_notice: 'Refund notice',
  newsletter_confirmation: 'Newsletter confirmation',
};

const Filter = styled.div`
  max-width: 20rem;
`;

const Failure = styled(Meta)`
  color: ${theme.colors.danger.text};
`;

function deliveryOf(email: AdminOutboxEmail) {
  if (email.state === 'sent' && email.sentAt)
    return (
      <>
        sent <time dateTime={email.sentAt}>{dateTime(email.sentAt)}</time>
      </>
    );
  const attempts = email.attempts === 1 ? '1 attempt' : `${email.attempts} attempts`;
  return email.state === 'failed' ? `gave up after ${attempts}` : email.attempts > 0 ? `${attempts} so far` : 'waiting';
}

function EmailsPage({
  state,
  cursor,
  isLast,
  onMore,
}: {
  state: OutboxState | undefined;
  cursor?: string;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const { data, error, isLoading, isFetching, refetch } = useAdminOutboxQuery({
    limit: OUTBOX_PER_PAGE,
    cursor,
    state,
  });
  if (isLoading)
    return (
      <SkeletonGroup label="Loading the outbox...">
        {[0, 1, 2].map((row) => (
          <StackedRow as="div" key={row}>
            <Skeleton width="60%" />
            <Skeleton width="5rem" />
          </StackedRow>
        ))}
      </SkeletonGroup>
    );
  if (error || !data)
    return <LoadFailed title="The outbox could not be loaded" error={error} onRetry={() => void refetch()} />;
  if (!cursor && data.emails.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={state ? `No ${STATE_WORDS[state].toLowerCase()} e-mails` : 'No e-mails yet'}
        description="Receipts, refund notices and newsletter confirmations show here with their delivery."
      />
    );
  return (
    <>
      <Rows aria-label={cursor ? 'Older e-mails' : 'E-mails'}>
        {data.emails.map((email) => (
          <StackedRow key={email.id}>
            <div>
              <Strong>{email.subject}</Strong>
              <Meta>
                {KIND_WORDS[email.kind]} to {email.to} · written{' '}
                <time dateTime={email.createdAt}>{dateTime(email.createdAt)}</time> · {deliveryOf(email)}
                {email.orderId && (
                  <>
                    {' '}
                    · <Link href={`/admin/orders/${email.orderId}`}>order {email.orderId.slice(0, 8)}</Link>
                  </>
                )}
              </Meta>
              {email.lastError && <Failure>Last error: {email.lastError}</Failure>}
            </div>
            <End>
              <StatusPill tone={STATE_TONE[email.state]}>{STATE_WORDS[email.state]}</StatusPill>
            </End>
          </StackedRow>
        ))}
      </Rows>
      {isLast && data.nextCursor && (
        <More>
          <Button
            variant="secondary"
            icon={isFetching ? <Spinner label={null} size="sm" /> : undefined}
            onClick={() => onMore(data.nextCursor!)}
          >
            Show older e-mails
          </Button>
        </More>
      )}
    </>
  );
}

/** `/admin/outbox`: every e-mail the shop wrote and whether it went, read-only. */
export function AdminOutboxPage() {
  const [state, setState] = useState<OutboxState | undefined>(undefined);
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  return (
    <ConsolePage
      title="Outbox"
      lead="Receipts, refund notices and newsletter confirmations, newest first, with their delivery: queued, sent, or failed after its last attempt."
    >
      <PageMeta title="Outbox · Shop console" description="The shop's e-mails." path="/admin/outbox" />
      <Stacked>
        <Sheet aria-label="Filter e-mails">
          <Filter>
            <Select
              label="Delivery"
              name="state"
              value={state ?? ''}
              onChange={(event) => {
                const chosen = event.target.value as OutboxState | '';
                setState(chosen === '' ? undefined : chosen);
                setCursors([undefined]);
              }}
              options={[
                { value: '', label: 'Any delivery' },
                ...OUTBOX_STATES.map((value) => ({ value, label: STATE_WORDS[value] })),
              ]}
            />
          </Filter>
        </Sheet>
        <Sheet aria-label="E-mails found">
          {cursors.map((cursor, index) => (
            <EmailsPage
              key={`${state ?? 'any'}|${cursor ?? 'first'}`}
              state={state}
              cursor={cursor}
              isLast={index === cursors.length - 1}
              onMore={(next) => setCursors((all) => [...all, next])}
            />
          ))}
        </Sheet>
      </Stacked>
    </ConsolePage>
  );
}
