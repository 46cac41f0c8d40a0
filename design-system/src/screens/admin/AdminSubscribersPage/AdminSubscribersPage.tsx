import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminSubscriber } from '@profit/contract';
import { useAdminSubscribersQuery } from '../../../api/admin';
import { Button, EmptyState, Skeleton, SkeletonGroup, Spinner, StatusPill, TextField } from '../../../primitives';
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

/** Subscribers per page of the list. */
export const SUBSCRIBERS_PER_PAGE = 50;

const STATUS_WORDS: Record<AdminSubscriber['status'], string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};
const STATUS_TONE = { pending: 'warning', confirmed: 'success', unsubscribed: 'neutral' } as const;

const Search = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  align-items: end;

  ${theme.media.md} {
    grid-template-columns: minmax(0, 24rem) auto;
  }
`;

function SubscribersPage({
  q,
  cursor,
  isLast,
  onMore,
}: {
  q: string;
  cursor?: string;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const { data, error, isLoading, isFetching, refetch } = useAdminSubscribersQuery({
    limit: SUBSCRIBERS_PER_PAGE,
    cursor,
    q,
  });
  if (isLoading)
    return (
      <SkeletonGroup label="Loading the subscribers...">
        {[0, 1, 2].map((row) => (
          <StackedRow as="div" key={row}>
            <Skeleton width="60%" />
            <Skeleton width="6rem" />
          </StackedRow>
        ))}
      </SkeletonGroup>
    );
  if (error || !data)
    return <LoadFailed title="The subscribers could not be loaded" error={error} onRetry={() => void refetch()} />;
  if (!cursor && data.subscribers.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={q ? 'No subscriber matches' : 'No subscribers yet'}
        description={
          q
            ? 'Try part of the address, such as the domain.'
            : 'People who sign up for the newsletter show here, newest first.'
        }
      />
    );
  return (
    <>
      <Rows aria-label={cursor ? 'More subscribers' : 'Subscribers'}>
        {data.subscribers.map((subscriber) => (
          <StackedRow key={subscriber.id}>
            <div>
              <Strong>{subscriber.email}</Strong>
              <Meta>
                Subscribed <time dateTime={subscriber.subscribedAt}>{dateTime(subscriber.subscribedAt)}</time>
                {subscriber.confirmedAt && (
                  <>
                    {' '}
                    · confirmed <time dateTime={subscriber.confirmedAt}>{dateTime(subscriber.confirmedAt)}</time>
                  </>
                )}
              </Meta>
            </div>
            <End>
              <StatusPill tone={STATUS_TONE[subscriber.status]}>{STATUS_WORDS[subscriber.status]}</StatusPill>
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
            Show more subscribers
          </Button>
        </More>
      )}
    </>
  );
}

/** `/admin/subscribers`: the newsletter's list, read-only, searched by e-mail. */
export function AdminSubscribersPage() {
  const [q, setQ] = useState('');
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
    setCursors([undefined]);
  };
  return (
    <ConsolePage
      title="Subscribers"
      lead="Everyone on the newsletter's list, newest first: who is waiting to confirm, who confirmed and who left."
    >
      <PageMeta title="Subscribers · Shop console" description="The newsletter's list." path="/admin/subscribers" />
      <Stacked>
        <Sheet aria-label="Find subscribers">
          <Search role="search" aria-label="Search subscribers" onSubmit={onSubmit}>
            <TextField label="E-mail" name="q" type="search" hint="The address, or part of it" />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </Search>
        </Sheet>
        <Sheet aria-label="Subscribers found">
          {cursors.map((cursor, index) => (
            <SubscribersPage
              key={`${q}|${cursor ?? 'first'}`}
              q={q}
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
