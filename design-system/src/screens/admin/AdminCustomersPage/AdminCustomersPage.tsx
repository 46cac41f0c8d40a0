import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, type AdminCustomerSummary } from '@profit/contract';
import { useAdminCustomersQuery } from '../../../api/adminCustomers';
import { Button, EmptyState, Link, Skeleton, SkeletonGroup, Spinner, StatusPill, TextField } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { Sheet } from '../../shop/surfaces';
import { ConsolePage, dateTime, End, LoadFailed, Meta, More, Rows, Stacked, Strong } from '../adminSurfaces';
import { theme } from '../../../tokens';

/** Customers per page of the console's list. */
export const ADMIN_CUSTOMERS_PER_PAGE = 25;

const Search = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  align-items: end;

  ${theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const CustomerRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${`${theme.space[1]} ${theme.space[4]}`};
  padding: ${`${theme.space[4]} 0`};
`;

const ordersWord = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

function CustomerSummaryRow({ customer }: { customer: AdminCustomerSummary }) {
  return (
    <CustomerRow>
      <div>
        <Strong>
          <Link href={`/admin/customers/${customer.id}`}>{customer.name}</Link>
        </Strong>
        <Meta>{customer.email}</Meta>
        <Meta>
          {ordersWord(customer.ordersCount)} · joined{' '}
          <time dateTime={customer.createdAt}>{dateTime(customer.createdAt)}</time>
        </Meta>
      </div>
      <End>
        <span aria-label={`${formatRupees(customer.paidNet)} paid, net of refunds`}>
          {formatRupees(customer.paidNet)}
        </span>
        {customer.erasedAt && <StatusPill tone="neutral">Erased</StatusPill>}
      </End>
    </CustomerRow>
  );
}

function LoadingRows() {
  return (
    <SkeletonGroup label="Loading customers...">
      {[0, 1, 2, 3].map((row) => (
        <CustomerRow as="div" key={row}>
          <div>
            <Skeleton width="45%" />
            <Skeleton width="35%" />
          </div>
          <Skeleton width="5rem" />
        </CustomerRow>
      ))}
    </SkeletonGroup>
  );
}

/** One page of the list; the last loaded page offers the next. */
function CustomersPage({
  q,
  cursor,
  isLast,
  onMore,
}: {
  q: string | undefined;
  cursor?: string;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const { data, error, isLoading, isFetching, refetch } = useAdminCustomersQuery({
    q,
    limit: ADMIN_CUSTOMERS_PER_PAGE,
    cursor,
  });
  if (isLoading) return <LoadingRows />;
  if (error || !data)
    return <LoadFailed title="The customers could not be loaded" error={error} onRetry={() => void refetch()} />;
  if (!cursor && data.customers.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={q ? 'No customers match' : 'No customers yet'}
        description={
          q
            ? 'Search by part of an e-mail address or a name, or clear the search to see everyone.'
            : 'People appear here once they sign in with Google.'
        }
      />
    );
  return (
    <>
      <Rows aria-label={cursor ? 'More customers' : 'Customers'}>
        {data.customers.map((customer) => (
          <CustomerSummaryRow key={customer.id} customer={customer} />
        ))}
      </Rows>
      {isLast && data.nextCursor && (
        <More>
          <Button
            variant="secondary"
            icon={isFetching ? <Spinner label={null} size="sm" /> : undefined}
            onClick={() => onMore(data.nextCursor!)}
          >
            Show more customers
          </Button>
        </More>
      )}
    </>
  );
}

/** `/admin/customers`: everyone who signed in, newest first, with their orders and what they paid. */
export function AdminCustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? undefined;
  const [cursors, setCursors] = useState<{ q: string | undefined; list: Array<string | undefined> }>({
    q,
    list: [undefined],
  });
  // A new search starts again from the newest customers.
  const pages = cursors.q === q ? cursors.list : [undefined];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(value ? new URLSearchParams({ q: value }) : new URLSearchParams());
  };

  return (
    <ConsolePage
      title="Customers"
      lead="Everyone who signed in, newest first, with their orders and what they paid net of refunds."
    >
      <PageMeta title="Customers · Shop console" description="The shop's customers." path="/admin/customers" />
      <Stacked>
        <Sheet aria-label="Find customers">
          <Search role="search" aria-label="Search customers" onSubmit={onSubmit} key={q ?? ''}>
            <TextField
              label="Search"
              name="q"
              type="search"
              hint="E-mail or name, or part of either"
              defaultValue={q ?? ''}
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </Search>
        </Sheet>
        <Sheet aria-label="Customers found">
          {pages.map((cursor, index) => (
            <CustomersPage
              key={`${q ?? ''}|${cursor ?? 'first'}`}
              q={q}
              cursor={cursor}
              isLast={index === pages.length - 1}
              onMore={(next) => setCursors({ q, list: [...pages, next] })}
            />
          ))}
        </Sheet>
      </Stacked>
    </ConsolePage>
  );
}
