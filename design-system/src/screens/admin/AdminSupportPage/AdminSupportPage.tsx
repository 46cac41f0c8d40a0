import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  SUPPORT_STATES,
  type AdminBugReport,
  type AdminBugReportImage,
  type AdminSupportItem,
  type SupportState,
} from '@profit/contract';
import {
  useAdminBugReportImageQuery,
  useAdminMarkHandledMutation,
  useAdminSupportQuery,
} from '../../../api/adminSupport';
import { errorMessage } from '../../../api/errors';
import { Button, EmptyState, Skeleton, SkeletonGroup, Spinner, StatusPill, type StatusTone } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { Sheet } from '../../shop/surfaces';
import { ConsolePage, dateTime, LoadFailed, Meta, More, Rows, Stacked, Strong } from '../adminSurfaces';
import { theme } from '../../../tokens';

/** Messages per page of the inbox. */
export const SUPPORT_ITEMS_PER_PAGE = 25;

const SEVERITY_TONE: Record<AdminBugReport['severity'], StatusTone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  critical: 'danger',
};

const FILTERS: Array<{ state: SupportState | undefined; label: string }> = [
  { state: 'open', label: 'Open' },
  { state: 'handled', label: 'Handled' },
  { state: undefined, label: 'All' },
];

const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const Item = styled.li`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${`${theme.space[5]} 0`};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

/** What people wrote, as they wrote it (line breaks kept). */
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-width: 70ch;
`;

const Details = styled.dl`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;

  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Shots = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Shot = styled.figure`
  display: grid;
  gap: ${theme.space[1]};
  width: min(100%, 18rem);
  margin: 0;

  img {
    display: block;
    width: 100%;
    height: auto;
    border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
    border-radius: ${theme.radii.md};
  }
  figcaption {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Missing = styled.div`
  display: grid;
  place-items: center;
  min-height: 6rem;
  padding: ${theme.space[3]};
  border: ${theme.borderWidths.thin} dashed ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;

/** A screenshot fetched with the session (the route needs the bearer token) and shown from an object URL. */
function Screenshot({ report, image }: { report: AdminBugReport; image: AdminBugReportImage }) {
  const { data, error, isLoading } = useAdminBugReportImageQuery({ id: report.id, n: image.n });
  const label = `Screenshot ${image.n} of “${report.title}”`;
  return (
    <li>
      <Shot>
        {isLoading ? (
          <Skeleton height="6rem" shape="rect" />
        ) : data ? (
          <img src={data} alt={label} />
        ) : (
          <Missing role="img" aria-label={`${label} (not shown)`}>
            {errorMessage(error, 'This screenshot could not be loaded.')}
          </Missing>
        )}
        <figcaption>
          {image.fileName} · {Math.max(1, Math.round(image.size / 1024))} KB
        </figcaption>
      </Shot>
    </li>
  );
}

function HandledLine({ item }: { item: AdminSupportItem }) {
  const [markHandled, { isLoading, error }] = useAdminMarkHandledMutation();
  const subject = item.kind === 'contact' ? `the message from ${item.name}` : `“${item.title}”`;
  if (item.handledAt)
    return (
      <Meta>
        Handled by {item.handledBy} · <time dateTime={item.handledAt}>{dateTime(item.handledAt)}</time>
      </Meta>
    );
  return (
    <Actions>
      <Button
        size="sm"
        variant="secondary"
        loading={isLoading}
        loadingText="Marking..."
        aria-label={`Mark handled: ${subject}`}
        onClick={() => void markHandled({ kind: item.kind, id: item.id })}
      >
        Mark handled
      </Button>
      {error && <Meta role="alert">{errorMessage(error, 'It was not marked. Please try again.')}</Meta>}
    </Actions>
  );
}

function SupportItemRow({ item }: { item: AdminSupportItem }) {
  const when = <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>;
  if (item.kind === 'contact')
    return (
      <Item>
        <Heading>
          <StatusPill tone="info">Contact</StatusPill>
          {item.handledAt ? <StatusPill tone="success">Handled</StatusPill> : null}
        </Heading>
        <div>
          <Strong>
            {item.name} · <a href={`mailto:${item.email}`}>{item.email}</a>
          </Strong>
          <Meta>{when}</Meta>
        </div>
        <Text>{item.message}</Text>
        <HandledLine item={item} />
      </Item>
    );
  return (
    <Item>
      <Heading>
        <StatusPill tone={SEVERITY_TONE[item.severity]}>Bug · {item.severity}</StatusPill>
        {item.handledAt ? <StatusPill tone="success">Handled</StatusPill> : null}
      </Heading>
      <div>
        <Strong>{item.title}</Strong>
        <Meta>
          {item.contactEmail ? (
            <>
              <a href={`mailto:${item.contactEmail}`}>{item.contactEmail}</a> ·{' '}
            </>
          ) : (
            'No contact address · '
          )}
          {when}
        </Meta>
      </div>
      <Text>{item.description}</Text>
      {(item.steps ?? item.expected ?? item.actual) && (
        <Details>
          {item.steps && (
            <div>
              <dt>Steps</dt>
              <dd>{item.steps}</dd>
            </div>
          )}
          {item.expected && (
            <div>
              <dt>Expected</dt>
              <dd>{item.expected}</dd>
            </div>
          )}
          {item.actual && (
            <div>
              <dt>What happened</dt>
              <dd>{item.actual}</dd>
            </div>
          )}
        </Details>
      )}
      {item.images.length > 0 && (
        <Shots aria-label={`Screenshots of “${item.title}”`}>
          {item.images.map((image) => (
            <Screenshot key={image.n} report={item} image={image} />
          ))}
        </Shots>
      )}
      <HandledLine item={item} />
    </Item>
  );
}

function ItemsPage({
  state,
  cursor,
  isLast,
  onMore,
}: {
  state: SupportState | undefined;
  cursor?: string;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const { data, error, isLoading, isFetching, refetch } = useAdminSupportQuery({
    state,
    limit: SUPPORT_ITEMS_PER_PAGE,
    cursor,
  });
  if (isLoading)
    return (
      <SkeletonGroup label="Loading messages...">
        {[0, 1, 2].map((row) => (
          <Item as="div" key={row}>
            <Skeleton width="30%" />
            <Skeleton width="60%" />
            <Skeleton height="3rem" shape="rect" />
          </Item>
        ))}
      </SkeletonGroup>
    );
  if (error || !data)
    return <LoadFailed title="The messages could not be loaded" error={error} onRetry={() => void refetch()} />;
  if (!cursor && data.items.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={state === 'open' ? 'Nothing waiting' : 'No messages here'}
        description={
          state === 'open'
            ? 'Every contact message and bug report is handled. New ones appear here first.'
            : 'Contact messages and bug reports appear here as people send them.'
        }
      />
    );
  return (
    <>
      <Rows aria-label={cursor ? 'Older messages' : 'Messages'}>
        {data.items.map((item) => (
          <SupportItemRow key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </Rows>
      {isLast && data.nextCursor && (
        <More>
          <Button
            variant="secondary"
            icon={isFetching ? <Spinner label={null} size="sm" /> : undefined}
            onClick={() => onMore(data.nextCursor!)}
          >
            Show older messages
          </Button>
        </More>
      )}
    </>
  );
}

/** The state the address asks for: open unless it says handled or all. */
function stateOf(params: URLSearchParams): SupportState | undefined {
  const state = params.get('state');
  if (state === 'all') return undefined;
  return (SUPPORT_STATES as readonly string[]).includes(state ?? '') ? (state as SupportState) : 'open';
}

/** `/admin/support`: contact messages and bug reports, newest first, open ones first of all; each marked handled once. */
export function AdminSupportPage() {
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const [cursors, setCursors] = useState<{ state: SupportState | undefined; list: Array<string | undefined> }>({
    state,
    list: [undefined],
  });
  const pages = cursors.state === state ? cursors.list : [undefined];

  return (
    <ConsolePage
      title="Support inbox"
      lead="Contact messages and bug reports, newest first. Answer by e-mail, then mark them handled."
    >
      <PageMeta title="Support inbox · Shop console" description="The shop's support inbox." path="/admin/support" />
      <Sheet aria-label="Inbox">
        <Stacked>
          <Filter role="group" aria-label="Show">
            {FILTERS.map((filter) => (
              <Button
                key={filter.label}
                size="sm"
                variant={filter.state === state ? 'primary' : 'secondary'}
                aria-pressed={filter.state === state}
                onClick={() => setParams(new URLSearchParams({ state: filter.state ?? 'all' }))}
              >
                {filter.label}
              </Button>
            ))}
          </Filter>
          <div>
            {pages.map((cursor, index) => (
              <ItemsPage
                key={`${state ?? 'all'}|${cursor ?? 'first'}`}
                state={state}
                cursor={cursor}
                isLast={index === pages.length - 1}
                onMore={(next) => setCursors({ state, list: [...pages, next] })}
              />
            ))}
          </div>
        </Stacked>
      </Sheet>
    </ConsolePage>
  );
}
