import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, type AdminOrderDetail } from '@profit/contract';
import {
  useAdminCreditNotePdfMutation,
  useAdminInvoicePdfMutation,
  useAdminOrderQuery,
  useAdminRefundMutation,
} from '../../../api/admin';
import type { DownloadedFile } from '../../../api/library';
import { errorMessage } from '../../../api/errors';
import {
  Banner,
  Button,
  Checkbox,
  Skeleton,
  SkeletonGroup,
  StatusPill,
  TextField,
  orderStatusTone,
} from '../../../primitives';
import { PageMeta } from '../../../seo';
import { ORDER_STATUS_WORDS } from '../../account/ProfilePage/ProfilePage';
import { Sheet, SheetTitle } from '../../shop/surfaces';
import {
  ConsolePage,
  dateTime,
  DetailLayout,
  DetailRow,
  End,
  Facts,
  LoadFailed,
  Meta,
  Rows,
  Stacked,
  Strong,
} from '../adminSurfaces';
import { theme } from '../../../tokens';

const RefundForm = styled.form`
  display: grid;
  gap: ${theme.space[4]};
`;

const Lines = styled.fieldset`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${theme.space[3]};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

const newKey = () => crypto.randomUUID();

const DocumentLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
`;

/** Hands a fetched PDF to the browser as a download, then releases it. */
function save(file: DownloadedFile) {
  const anchor = document.createElement('a');
  anchor.href = file.objectUrl;
  anchor.download = file.filename;
  anchor.hidden = true;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(file.objectUrl), 0);
}

/** The order's invoice and credit notes, each with its PDF (the same documents the buyer downloads). */
function Documents({ order }: { order: AdminOrderDetail['order'] }) {
  const [invoicePdf, invoice] = useAdminInvoicePdfMutation();
  const [creditNotePdf, creditNote] = useAdminCreditNotePdfMutation();
  const failed = invoice.error ?? creditNote.error;
  const number = order.documents.invoiceNumber;
  return (
    <>
      <dt>Invoice</dt>
      <dd>
        {number ? (
          <DocumentLine>
            {number}
            <Button
              size="sm"
              variant="ghost"
              loading={invoice.isLoading}
              aria-label={`Download invoice ${number}`}
              onClick={() =>
                void invoicePdf({ orderId: order.id, number }).then((result) => result.data && save(result.data))
              }
            >
              Download
            </Button>
          </DocumentLine>
        ) : (
          'Issued when paid'
        )}
      </dd>
      {order.documents.creditNotes.length > 0 && (
        <>
          <dt>Credit notes</dt>
          <dd>
            {order.documents.creditNotes.map((note) => (
              <DocumentLine key={note.n}>
                {note.number} ({formatRupees(note.amount)})
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Download credit note ${note.number}`}
                  onClick={() =>
                    void creditNotePdf({ orderId: order.id, n: note.n, number: note.number }).then(
                      (result) => result.data && save(result.data),
                    )
                  }
                >
                  Download
                </Button>
              </DocumentLine>
            ))}
          </dd>
        </>
      )}
      {failed && (
        <>
          <dt>Download</dt>
          <dd>{errorMessage(failed, 'The document could not be downloaded. Please try again.')}</dd>
        </>
      )}
    </>
  );
}

/**
 * The refund of chosen lines, with a reason, confirmed once. The idempotency key is made when the
 * form is first shown and kept until the refund succeeds: a second press, a retry after a lost
 * answer or the same request from another tab is the same refund on the server.
 */
function RefundPanel({ detail }: { detail: AdminOrderDetail }) {
  const { order, refundableProductIds } = detail;
  const [chosen, setChosen] = useState<string[]>(refundableProductIds);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState(newKey);
  const [refund, { isLoading, error, reset }] = useAdminRefundMutation();
  const [done, setDone] = useState<number | null>(null);
  const confirmActions = useRef<HTMLDivElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const total = order.lines
    .filter((line) => chosen.includes(line.productId))
    .reduce((sum, line) => sum + line.price, 0);
  const refundable = new Set(refundableProductIds);

  useEffect(() => {
    if (confirming) confirmActions.current?.querySelector('button')?.focus();
  }, [confirming]);

  // After a refund, focus goes to what it did (the button pressed is gone), and again when the
  // order's new state arrives and a fully refunded order's panel replaces the form around it.
  const allRefunded = refundable.size === 0;
  useEffect(() => {
    if (done !== null) outcome.current?.focus();
  }, [done, allRefunded]);

  const doneBanner = done !== null && (
    <div ref={outcome} tabIndex={-1}>
      <Banner tone="success" title={`${formatRupees(done)} refunded`}>
        The refund went to the payment provider. The credit note and the e-mail to {detail.customer.email} follow.
      </Banner>
    </div>
  );

  if (refundable.size === 0)
    return (
      <RefundForm as="div">
        {doneBanner}
        <Meta>
          {order.amountRefunded > 0 ? 'Every line of this order is refunded.' : 'Only a paid order can be refunded.'}
        </Meta>
      </RefundForm>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    setDone(null);
    if (chosen.length > 0 && reason.trim().length >= 3) setConfirming(true);
  };

  const onConfirm = async () => {
    const result = await refund({ orderId: order.id, idempotencyKey: key, productIds: chosen, reason: reason.trim() });
    setConfirming(false);
    if ('data' in result && result.data) {
      setDone(total);
      setKey(newKey());
      setReason('');
      setChosen(result.data.refundableProductIds);
    }
  };

  return (
    <RefundForm aria-label="Refund" onSubmit={onSubmit}>
      {doneBanner}
      {error && (
        <Banner tone="danger" title="The refund was not made">
          {errorMessage(error, 'Please try again in a moment.')}
        </Banner>
      )}
      <Lines>
        <legend>Lines to refund</legend>
        {order.lines.map((line) => (
          <Checkbox
            key={line.productId}
            name="productIds"
            value={line.productId}
            label={`${line.title} · ${formatRupees(line.price)}`}
            description={refundable.has(line.productId) ? undefined : 'Refunded already'}
            disabled={!refundable.has(line.productId) || confirming}
            checked={chosen.includes(line.productId)}
            onChange={(event) =>
              setChosen((all) =>
                event.target.checked ? [...all, line.productId] : all.filter((id) => id !== line.productId),
              )
            }
          />
        ))}
      </Lines>
      <TextField
        label="Reason"
        name="reason"
        required
        minLength={3}
        maxLength={500}
        hint="Kept in the audit log, e.g. Asked within the 30-day guarantee"
        value={reason}
        disabled={confirming}
        onChange={(event) => setReason(event.target.value)}
      />
      {confirming ? (
        <Banner
          tone="warning"
          title={`Refund ${formatRupees(total)} to ${detail.customer.email}?`}
          actions={
            <Actions ref={confirmActions}>
              <Button variant="danger" loading={isLoading} loadingText="Refunding..." onClick={() => void onConfirm()}>
                Yes, refund {formatRupees(total)}
              </Button>
              <Button variant="secondary" disabled={isLoading} onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </Actions>
          }
        >
          The money goes back through the payment provider and cannot be taken back.
          {total === order.amount - order.amountRefunded ? ' Access to the products ends.' : ''}
        </Banner>
      ) : (
        <Actions>
          <Button type="submit" variant="danger" disabled={chosen.length === 0}>
            Refund {formatRupees(total)}
          </Button>
        </Actions>
      )}
    </RefundForm>
  );
}

function OrderDetail({ detail }: { detail: AdminOrderDetail }) {
  const { order, customer } = detail;
  return (
    <DetailLayout>
      <Stacked>
        <Sheet aria-labelledby="order-summary">
          <SheetTitle id="order-summary">Summary</SheetTitle>
          <Facts>
            <dt>Status</dt>
            <dd>
              <StatusPill tone={orderStatusTone[order.status] ?? 'neutral'}>
                {ORDER_STATUS_WORDS[order.status]}
              </StatusPill>
            </dd>
            <dt>Customer</dt>
            <dd>
              {customer.name} · {customer.email}
            </dd>
            <dt>Total</dt>
            <dd>{formatRupees(order.amount)}</dd>
            <dt>Refunded</dt>
            <dd>{formatRupees(order.amountRefunded)}</dd>
            <dt>Created</dt>
            <dd>
              <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
            </dd>
            <dt>Payment</dt>
            <dd>{order.paymentId ?? 'None yet'}</dd>
            <Documents order={order} />
          </Facts>
        </Sheet>
        <Sheet aria-labelledby="order-refund">
          <SheetTitle id="order-refund">Refund</SheetTitle>
          <RefundPanel key={order.id} detail={detail} />
        </Sheet>
        <Sheet aria-labelledby="order-timeline">
          <SheetTitle id="order-timeline">Timeline</SheetTitle>
          <Rows aria-labelledby="order-timeline">
            {detail.timeline.map((event, index) => (
              <DetailRow key={`${event.at}-${index}`}>
                <Strong as="span">{event.summary}</Strong>
                <Meta as="span">
                  <time dateTime={event.at}>{dateTime(event.at)}</time>
                </Meta>
              </DetailRow>
            ))}
          </Rows>
        </Sheet>
      </Stacked>
      <Stacked>
        <Sheet aria-labelledby="order-refunds">
          <SheetTitle id="order-refunds">Refunds</SheetTitle>
          {detail.refunds.length === 0 ? (
            <Meta>No refunds.</Meta>
          ) : (
            <Rows aria-labelledby="order-refunds">
              {detail.refunds.map((refund) => (
                <DetailRow key={refund.id}>
                  <div>
                    <Strong>{refund.note}</Strong>
                    <Meta>
                      {refund.requestedBy ? `By ${refund.requestedBy}` : 'By the shop (already owned)'} ·{' '}
                      <time dateTime={refund.createdAt}>{dateTime(refund.createdAt)}</time>
                    </Meta>
                  </div>
                  <End>
                    <span>{formatRupees(refund.amount)}</span>
                    <StatusPill
                      tone={refund.status === 'failed' ? 'danger' : refund.status === 'pending' ? 'warning' : 'info'}
                    >
                      {refund.status === 'processed' ? 'Refunded' : refund.status === 'pending' ? 'Pending' : 'Failed'}
                    </StatusPill>
                  </End>
                </DetailRow>
              ))}
            </Rows>
          )}
        </Sheet>
        <Sheet aria-labelledby="order-emails">
          <SheetTitle id="order-emails">E-mails</SheetTitle>
          {detail.emails.length === 0 ? (
            <Meta>No e-mails yet.</Meta>
          ) : (
            <Rows aria-labelledby="order-emails">
              {detail.emails.map((email) => (
                <DetailRow key={email.id}>
                  <div>
                    <Strong>{email.subject}</Strong>
                    <Meta>To {email.to}</Meta>
                  </div>
                  <Meta as="span">{email.sentAt ? `Sent ${dateTime(email.sentAt)}` : 'In the outbox'}</Meta>
                </DetailRow>
              ))}
            </Rows>
          )}
        </Sheet>
      </Stacked>
    </DetailLayout>
  );
}

/** `/admin/orders/:id`: one order's summary, refund, timeline, refunds and e-mails. */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useAdminOrderQuery(id);
  const title = data ? data.order.lines.map((line) => line.title).join(', ') : 'Order';
  return (
    <ConsolePage
      title={title}
      lead={data ? `Order ${data.order.id} by ${data.customer.email}` : 'One order and everything that happened to it.'}
    >
      <PageMeta title="Order · Shop console" description="One order of the shop." path={`/admin/orders/${id}`} />
      {isLoading ? (
        <Sheet>
          <SkeletonGroup label="Loading the order...">
            <Skeleton width="60%" />
            <Skeleton width="40%" />
            <Skeleton height="6rem" shape="rect" />
          </SkeletonGroup>
        </Sheet>
      ) : error || !data ? (
        <Sheet>
          <LoadFailed title="The order could not be loaded" error={error} onRetry={() => void refetch()} />
        </Sheet>
      ) : (
        <OrderDetail detail={data} />
      )}
    </ConsolePage>
  );
}
