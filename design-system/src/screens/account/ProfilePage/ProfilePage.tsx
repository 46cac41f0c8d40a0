import { createContext, useContext, useState } from 'react';
import styled from 'styled-components';
import {
  displayName,
  DOWNLOAD_FORMAT_LABELS,
  formatRupees,
  guidePdfFacts,
  ORDER_STATUSES_HIDEABLE,
  SAMPLE_DOCUMENT_MARK,
  shortOrderNumber,
  type Order,
  type OrderStatus,
} from '@profit/contract';
import { errorMessage } from '../../../api/errors';
import { useLibraryQuery } from '../../../api/library';
import { useHideOrderMutation, useOrdersQuery } from '../../../api/orders';
import { useDownloadProduct } from '../../../flows/useDownloadProduct';
import { useDownloadTaxDocument } from '../../../flows/useDownloadTaxDocument';
import { usePayNow, type PayNow } from '../../../flows/usePayNow';
import { useServices } from '../../../services/ServicesContext';
import {
  Avatar,
  Banner,
  Button,
  ButtonLink,
  Container,
  DownloadIcon,
  FileIcon,
  EmptyState,
  Skeleton,
  SkeletonGroup,
  Spinner,
  StatusPill,
  Text,
  orderStatusTone,
} from '../../../primitives';
import { PageMeta } from '../../../seo';
import { useAppSelector, useNotify } from '../../../state/hooks';
import { selectUser } from '../../../state/sessionSlice';
import { BandPage, Eyebrow, InkBand, Lead, Overlap, PageTitle, Sheet, SheetTitle } from '../../shop/surfaces';
import { REFUND_TERMS } from '../../../content/policies';
import { RefundPolicyLink } from '../../pages/shared/RefundPolicyNote';
import { theme } from '../../../tokens';

/** Orders shown per page of the profile. */
export const ORDERS_PER_PAGE = 5;

/**
 * An order's state in words: paid, pending (a payment in flight), failed, refunded, and "Not
 * completed" for a checkout that was closed or timed out before any payment.
 */
export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  created: 'Not completed',
  attempted: 'Pending',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Under review',
  failed: 'Failed',
  expired: 'Not completed',
};

/** The profile's words for an order's documents and for a checkout never paid. */
export const ORDER_TEXT = {
  number: (orderId: string) => `Order ${shortOrderNumber(orderId)}`,
  invoice: (number: string) => `Tax invoice ${number} (PDF)`,
  guarantee: `Not right for you? Ask within ${REFUND_TERMS.window} of payment.`,
  creditNote: (number: string, amount: number) => `Credit note ${number} for ${formatRupees(amount)} (PDF)`,
  sampleDocuments: `A demo store: its invoices and credit notes are samples, marked “${SAMPLE_DOCUMENT_MARK}”.`,
  payAgain: 'Complete payment',
  hide: 'Hide',
  hidden: (orderId: string) => `Order ${shortOrderNumber(orderId)} is hidden.`,
  hideFailed: 'The order could not be hidden. Please try again.',
} as const;

/** Never paid and no payment in flight: the shopper may pay it again, or hide it. */
const isHideable = (order: Order) => (ORDER_STATUSES_HIDEABLE as readonly string[]).includes(order.status);

/** The one payment flow of the orders list, shared by its rows (one checkout at a time). */
const OrderPaymentContext = createContext<{
  flow: PayNow;
  payingId: string | null;
  payAgain: (order: Order) => void;
} | null>(null);

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
export const orderDate = (iso: string) => dateFormat.format(new Date(iso));

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[4]};
`;

const Email = styled.p`
  margin: 0;
  color: ${theme.colors.textOnInkMuted};
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  align-items: start;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  }
`;

const OrderRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${`${theme.space[2]} ${theme.space[4]}`};
  padding: ${`${theme.space[4]} 0`};
`;

const OrderItems = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const End = styled.div`
  display: grid;
  justify-items: end;
  gap: ${theme.space[2]};
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.fontWeights.semibold};
`;

/** The order's documents and actions, under its items and across the row. */
const Below = styled.div`
  display: flex;
  flex-wrap: wrap;
  grid-column: 1 / -1;
  gap: ${theme.space[2]};
`;

/** A document's download: reads as a link (it fetches a file), wraps on a phone with its icon on the first line. */
const DocumentLink = styled.button`
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  padding: ${`${theme.space[1]} 0`};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: none;
  color: ${theme.colors.brandStrong};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-align: start;
  text-decoration-line: underline;
  text-decoration-thickness: from-font;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    color: ${theme.colors.text};
  }
  &:focus-visible {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.focus};
    outline-offset: ${theme.borderWidths.thick};
  }
  & > svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

/** The order's documents, one under another. */
const Documents = styled.div`
  display: grid;
  justify-items: start;
  grid-column: 1 / -1;
  gap: ${theme.space[1]};
`;

const LibraryRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${`${theme.space[3]} 0`};
`;

const Thumb = styled.img`
  flex: none;
  width: ${theme.space[16]};
  aspect-ratio: 8 / 5;
  border-radius: ${theme.radii.md};
  object-fit: cover;
`;

const Grow = styled.div`
  flex: 1;
  min-width: 0;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${theme.space[4]};
`;

const SkeletonRow = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${`${theme.space[3]} 0`};
`;

function LoadingRows({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      {[0, 1, 2].map((row) => (
        <SkeletonRow key={row}>
          <Skeleton width="60%" />
          <Skeleton width="35%" />
        </SkeletonRow>
      ))}
    </SkeletonGroup>
  );
}

/** The order's tax invoice and credit notes, each downloaded with the session. */
function OrderDocuments({ order }: { order: Order }) {
  const { download, downloading } = useDownloadTaxDocument();
  const { invoiceNumber, creditNotes } = order.documents;
  if (!invoiceNumber && creditNotes.length === 0) return null;
  const icon = (number: string) =>
    downloading === number ? <Spinner label={null} size="sm" /> : <FileIcon size="sm" />;
  return (
    <Documents>
      {invoiceNumber && (
        <DocumentLink
          type="button"
          aria-busy={downloading === invoiceNumber || undefined}
          onClick={() => void download({ kind: 'invoice', orderId: order.id, number: invoiceNumber })}
        >
          {icon(invoiceNumber)}
          {ORDER_TEXT.invoice(invoiceNumber)}
        </DocumentLink>
      )}
      {creditNotes.map((note) => (
        <DocumentLink
          type="button"
          key={note.n}
          aria-busy={downloading === note.number || undefined}
          onClick={() => void download({ kind: 'credit_note', orderId: order.id, number: note.number, n: note.n })}
        >
          {icon(note.number)}
          {ORDER_TEXT.creditNote(note.number, note.amount)}
        </DocumentLink>
      ))}
    </Documents>
  );
}

/** A checkout never paid: pay it again (its products and billing details), or hide it from the list. */
function UnpaidActions({ order }: { order: Order }) {
  const payment = useContext(OrderPaymentContext);
  const [hideOrder, { isLoading: hiding }] = useHideOrderMutation();
  const notify = useNotify();
  if (!payment) return null;
  const paying = payment.flow.processing && payment.payingId === order.id;
  const number = shortOrderNumber(order.id);
  const hide = async () => {
    const result = await hideOrder(order.id);
    notify(
      result.data ? ORDER_TEXT.hidden(order.id) : errorMessage(result.error, ORDER_TEXT.hideFailed),
      result.data ? 'success' : 'danger',
    );
  };
  return (
    <>
      <Button
        size="sm"
        icon={paying ? <Spinner label={null} size="sm" /> : undefined}
        aria-disabled={payment.flow.processing || undefined}
        aria-label={`${ORDER_TEXT.payAgain} of order ${number}`}
        onClick={() => {
          if (!payment.flow.processing) payment.payAgain(order);
        }}
      >
        {ORDER_TEXT.payAgain}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${ORDER_TEXT.hide} order ${number}`}
        aria-disabled={hiding || undefined}
        onClick={() => {
          if (!hiding) void hide();
        }}
      >
        {ORDER_TEXT.hide}
      </Button>
    </>
  );
}

function OrderLineRow({ order }: { order: Order }) {
  const titles = order.lines.map((line) => line.title).join(', ');
  const status = ORDER_STATUS_WORDS[order.status];
  return (
    <OrderRow>
      <div>
        <OrderItems>{titles}</OrderItems>
        <Meta>
          {ORDER_TEXT.number(order.id)} · <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time> ·{' '}
          {order.lines.length} item{order.lines.length === 1 ? '' : 's'}
        </Meta>
        {order.failure && <Meta>{order.failure.message}</Meta>}
        {order.refunds.map((refund) => (
          <Meta key={`refund-${refund.reason}-${refund.productIds.join()}`}>{refund.message}</Meta>
        ))}
        {order.extraPayments.map((extra) => (
          <Meta key={extra.paymentId}>{extra.message}</Meta>
        ))}
      </div>
      <End>
        <span>{formatRupees(order.amount)}</span>
        <StatusPill
          tone={
            isHideable(order) && order.status !== 'failed' ? 'neutral' : (orderStatusTone[order.status] ?? 'neutral')
          }
        >
          {status}
        </StatusPill>
      </End>
      <OrderDocuments order={order} />
      {order.status === 'paid' && (
        <Below>
          <Text size="small" tone="muted">
            {ORDER_TEXT.guarantee} <RefundPolicyLink />
          </Text>
        </Below>
      )}
      {isHideable(order) && (
        <Below>
          <UnpaidActions order={order} />
        </Below>
      )}
    </OrderRow>
  );
}

/** One page of orders; the last loaded page offers the next. */
function OrdersPage({
  cursor,
  isLast,
  onMore,
}: {
  cursor?: string;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const { data, error, isLoading, isFetching, refetch } = useOrdersQuery({ limit: ORDERS_PER_PAGE, cursor });
  if (isLoading) return <LoadingRows label="Loading orders..." />;
  if (error || !data)
    return (
      <Banner
        tone="danger"
        title="Your orders could not be loaded"
        actions={
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(error, 'Please try again in a moment.')}
      </Banner>
    );
  if (!cursor && data.orders.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="No orders yet"
        description="When you buy a product, the order appears here with its date, items, total and status."
        action={<ButtonLink to="/products">Browse the store</ButtonLink>}
      />
    );
  return (
    <>
      <Rows aria-label={cursor ? 'Older orders' : 'Latest orders'}>
        {data.orders.map((order) => (
          <OrderLineRow key={order.id} order={order} />
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

/** ` · PDF guide, 4 pages`: what the Download button gives. */
const pdfPages = (productId: string) => {
  const facts = guidePdfFacts(productId);
  return facts ? ` · ${DOWNLOAD_FORMAT_LABELS.pdf}, ${facts.pages} pages` : null;
};

function Library() {
  const { data, error, isLoading, refetch } = useLibraryQuery();
  const { download, downloading } = useDownloadProduct();
  if (isLoading) return <LoadingRows label="Loading your library..." />;
  if (error || !data)
    return (
      <Banner
        tone="danger"
        title="Your library could not be loaded"
        actions={
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(error, 'Please try again in a moment.')}
      </Banner>
    );
  if (data.items.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        icon={<DownloadIcon />}
        title="Your library is empty"
        description="Everything you pay for appears here, ready to download."
      />
    );
  return (
    <Rows aria-label="Your downloads">
      {data.items.map((item) => (
        <LibraryRow key={item.product.id}>
          <Thumb src={item.product.image} alt="" width={64} height={40} />
          <Grow>
            <OrderItems>{item.product.title}</OrderItems>
            <Meta>
              Bought <time dateTime={item.purchasedAt}>{orderDate(item.purchasedAt)}</time>
              {pdfPages(item.product.id)}
            </Meta>
            <DocumentLink
              type="button"
              aria-label={`Download ${item.product.title} as ${DOWNLOAD_FORMAT_LABELS.md}`}
              onClick={() => void download(item.product.id, 'md')}
            >
              <FileIcon size="sm" />
              {DOWNLOAD_FORMAT_LABELS.md}
            </DocumentLink>
          </Grow>
          <Button
            size="sm"
            icon={downloading === item.product.id ? <Spinner label={null} size="sm" /> : <DownloadIcon size="sm" />}
            aria-label={`Download ${item.product.title}`}
            onClick={() => void download(item.product.id)}
          >
            Download
          </Button>
        </LibraryRow>
      ))}
    </Rows>
  );
}

/**
 * `/profile` (protected): who you are, your orders page by page (each with its short number, its
 * tax invoice and credit notes as PDF, and for a checkout never paid, Complete payment and Hide),
 * and your library with downloads.
 */
export function ProfilePage() {
  const user = useAppSelector(selectUser);
  const { mode } = useServices();
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const [payingId, setPayingId] = useState<string | null>(null);
  const flow = usePayNow();
  const payAgain = (order: Order) => {
    setPayingId(order.id);
    void flow.payOrder(order);
  };
  const name = user ? displayName(user) : 'User';
  return (
    <BandPage>
      <PageMeta title="Your profile" description="Your orders and the products you can download." path="/profile" />
      <InkBand>
        <Container>
          <Eyebrow>Your account</Eyebrow>
          <Who>
            <Avatar name={name} size="lg" decorative />
            <div>
              <PageTitle tabIndex={-1}>{name}</PageTitle>
              {user?.email && <Email>{user.email}</Email>}
            </div>
          </Who>
          <Lead>Your orders and everything you can download, in one place.</Lead>
        </Container>
      </InkBand>
      <Container>
        <Overlap>
          <Layout>
            <Sheet aria-labelledby="orders-title">
              <SheetTitle id="orders-title">Orders</SheetTitle>
              {mode !== 'live' && <Meta>{ORDER_TEXT.sampleDocuments}</Meta>}
              <OrderPaymentContext value={{ flow, payingId, payAgain }}>
                {cursors.map((cursor, index) => (
                  <OrdersPage
                    key={cursor ?? 'first'}
                    cursor={cursor}
                    isLast={index === cursors.length - 1}
                    onMore={(next) => setCursors((all) => [...all, next])}
                  />
                ))}
              </OrderPaymentContext>
            </Sheet>
            <Sheet id="library" aria-labelledby="library-title">
              <SheetTitle id="library-title">Your library</SheetTitle>
              <Library />
            </Sheet>
          </Layout>
        </Overlap>
      </Container>
    </BandPage>
  );
}
