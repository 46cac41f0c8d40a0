import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ORDER_STATUSES,
  formatRupees,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type OrderStatus,
} from '@profit/contract';
import { useAdminOrdersQuery } from '../../../api/admin';
import {
  Button,
  EmptyState,
  Link,
  Select,
  Skeleton,
  SkeletonGroup,
  Spinner,
  StatusPill,
  TextField,
  orderStatusTone,
} from '../../../primitives';
import { PageMeta } from '../../../seo';
import { ORDER_STATUS_WORDS } from '../../account/ProfilePage/ProfilePage';
import { Sheet } from '../../shop/surfaces';
import { ConsolePage, dateTime, End, LoadFailed, Meta, More, Rows, Stacked, Strong } from '../adminSurfaces';
import { theme } from '../../../tokens';

/** Orders per page of the console's list. */
export const ADMIN_ORDERS_PER_PAGE = 25;

const Filters = styled.form`
  display: grid;
  gap: ${theme.space[4]};
  align-items: end;

  ${theme.media.md} {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr)) auto;
  }
`;

const OrderRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${`${theme.space[1]} ${theme.space[4]}`};
  padding: ${`${theme.space[4]} 0`};
`;

/** What the filters hold, as the address's query says them. */
type Filters = Pick<AdminOrderListQuery, 'q' | 'status' | 'from' | 'to'>;

const FILTER_NAMES = ['q', 'status', 'from', 'to'] as const;

function filtersOf(params: URLSearchParams): Filters {
  const status = params.get('status');
  return {
    q: params.get('q') ?? undefined,
    status: (ORDER_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  };
}

function OrderSummaryRow({ order }: { order: AdminOrderSummary }) {
  return (
    <OrderRow>
      <div>
        <Strong>
          <Link href={`/admin/orders/${order.id}`}>{order.titles.join(', ')}</Link>
        </Strong>
        <Meta>
          {order.customer.name} · {order.customer.email}
        </Meta>
        <Meta>
          <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
          {order.invoiceNumber ? ` · ${order.invoiceNumber}` : ''}
        </Meta>
      </div>
      <End>
        <span>{formatRupees(order.amount)}</span>
        <StatusPill tone={orderStatusTone[order.status] ?? 'neutral'}>{ORDER_STATUS_WORDS[order.status]}</StatusPill>
        {order.amountRefunded > 0 && <Meta>{formatRupees(order.amountRefunded)} refunded</Meta>}
      </End>
    </OrderRow>
  );
}

function LoadingRows() {
  return (
    <SkeletonGroup label="Loading orders...">
      {[0, 1, 2, 3].map((row) => (
        <OrderRow as="div" key={row}>
          <div>
            <Skeleton width="55%" />
            <Skeleton width="40%" />
          </div>
          <Skeleton width="5rem" />
        </OrderRow>
      ))}
    </SkeletonGroup>
  );
}

/** One page of the list; the last loaded page offers the next. */
function OrdersPage({
  filters,
  cursor,
  isLast,
  onMore,
}: {
  filters: Filters;
  cursor?: string;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const { data, error, isLoading, isFetching, refetch } = useAdminOrdersQuery({
    ...filters,
    limit: ADMIN_ORDERS_PER_PAGE,
    cursor,
  });
  if (isLoading) return <LoadingRows />;
  if (error || !data)
    return <LoadFailed title="The orders could not be loaded" error={error} onRetry={() => void refetch()} />;
  if (!cursor && data.orders.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title="No orders match"
        description="Orders appear here as shoppers check out. Clear the filters to see every order."
      />
    );
  return (
    <>
      <Rows aria-label={cursor ? 'More orders' : 'Orders'}>
        {data.orders.map((order) => (
          <OrderSummaryRow key={order.id} order={order} />
        ))}
      </Rows>
      {isLast && data.nextCursor && (
        <More>
          <Button
            variant="secondary"
            icon={isFetching ? <Spinner label={null} size="sm" /> : undefined}
            onClick={() => onMore(data.nextCursor!)}
          >
            Show older orders
          </Button>
        </More>
      )}
    </>
  );
}

/** `/admin/orders`: every shopper's orders, newest first, searched and filtered; each opens its page. */
export function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const filterKey = FILTER_NAMES.map((name) => filters[name] ?? '').join('|');
  const [cursors, setCursors] = useState<{ key: string; list: Array<string | undefined> }>({
    key: filterKey,
    list: [undefined],
  });
  // New filters start again from the newest orders.
  const pages = cursors.key === filterKey ? cursors.list : [undefined];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of FILTER_NAMES) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  return (
    <ConsolePage title="Orders" lead="Every order of the shop, newest first. Open one to see its story or refund it.">
      <PageMeta title="Orders · Shop console" description="The shop's orders." path="/admin/orders" />
      <Stacked>
        <Sheet aria-label="Find orders">
          <Filters role="search" aria-label="Filter orders" onSubmit={onSubmit} key={filterKey}>
            <TextField
              label="Search"
              name="q"
              type="search"
              hint="E-mail, order id, payment id or invoice number"
              defaultValue={filters.q ?? ''}
            />
            <Select
              label="Status"
              name="status"
              defaultValue={filters.status ?? ''}
              options={[
                { value: '', label: 'Any status' },
                ...ORDER_STATUSES.map((status) => ({
                  value: status,
                  label: `${ORDER_STATUS_WORDS[status]} (${status})`,
                })),
              ]}
            />
            <TextField label="From" name="from" type="date" defaultValue={filters.from ?? ''} />
            <TextField label="To" name="to" type="date" defaultValue={filters.to ?? ''} />
            <Button type="submit" variant="secondary">
              Apply
            </Button>
          </Filters>
        </Sheet>
        <Sheet aria-label="Orders found">
          {pages.map((cursor, index) => (
            <OrdersPage
              key={`${filterKey}|${cursor ?? 'first'}`}
              filters={filters}
              cursor={cursor}
              isLast={index === pages.length - 1}
              onMore={(next) => setCursors({ key: filterKey, list: [...pages, next] })}
            />
          ))}
        </Sheet>
      </Stacked>
    </ConsolePage>
  );
}
