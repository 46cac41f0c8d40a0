import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ADMIN_CUSTOMER_MESSAGES,
  formatRupees,
  type AdminCustomerDetail,
  type SubscriptionStatus,
} from '@profit/contract';
import {
  useAdminCustomerExportMutation,
  useAdminCustomerQuery,
  useAdminEraseCustomerMutation,
} from '../../../api/adminCustomers';
import { errorMessage } from '../../../api/errors';
import { saveDownloadedFile } from '../../../flows/saveDownloadedFile';
import {
  Banner,
  Button,
  Link,
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

const Panel = styled.div`
  display: grid;
  gap: ${theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

const NEWSLETTER_WORDS: Record<SubscriptionStatus, string> = {
  pending: 'Asked to confirm',
  confirmed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The JSON download of every row of the customer's data (the server records it in the audit log). */
function ExportPanel({ id }: { id: string }) {
  const [exportData, { isLoading, error, isSuccess }] = useAdminCustomerExportMutation();
  return (
    <Panel>
      <Meta>
        Every row that holds their personal data — profile, orders, payments, refunds, invoices, library, newsletter,
        messages and bug reports — as a JSON file. Recorded in the audit log.
      </Meta>
      {error && (
        <Banner tone="danger" title="The export was not made">
          {errorMessage(error, 'Please try again in a moment.')}
        </Banner>
      )}
      <Actions>
        <Button
          variant="secondary"
          loading={isLoading}
          loadingText="Exporting..."
          onClick={() => void exportData(id).then((result) => result.data && saveDownloadedFile(result.data))}
        >
          Export their data (JSON)
        </Button>
        {isSuccess && <Meta as="span">Downloaded.</Meta>}
      </Actions>
    </Panel>
  );
}

/**
 * Erasure under the DPDP Act 2023, behind a confirm step: the merchant types the customer's e-mail
 * (the server checks it too), then presses a plainly destructive button. Focus moves into the step
 * when it opens and to the outcome when it is done.
 */
function ErasurePanel({ detail }: { detail: AdminCustomerDetail }) {
  const { customer } = detail;
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [erase, { isLoading, error, isSuccess, reset }] = useAdminEraseCustomerMutation();
  const confirmField = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirming) confirmField.current?.focus();
  }, [confirming]);
  // Again when the customer's erased state arrives and replaces the form around the button pressed.
  useEffect(() => {
    if (isSuccess) outcome.current?.focus();
  }, [isSuccess, customer.erasedAt]);

  if (customer.erasedAt)
    return (
      <Panel ref={outcome} tabIndex={-1}>
        <Banner tone={isSuccess ? 'success' : 'info'} title="This customer is erased">
          Their personal data was erased on {dateTime(customer.erasedAt)} and their sessions ended.{' '}
          {ADMIN_CUSTOMER_MESSAGES.keptForTax}
        </Banner>
      </Panel>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sameAddress(typed, customer.email)) return;
    void erase({ id: customer.id, email: typed.trim() });
  };

  if (!confirming)
    return (
      <Panel>
        <Meta>
          Anonymises their name, e-mail and Google account, the billing details of orders without an invoice, the
          messages and bug reports they sent and their newsletter subscription, and signs them out everywhere at once.
        </Meta>
        <Actions>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Erase this customer…
          </Button>
        </Actions>
      </Panel>
    );

  return (
    <Panel as="form" aria-label="Confirm the erasure" onSubmit={onSubmit}>
      <Banner tone="warning" title={`Erase ${customer.name}? This cannot be undone.`}>
        Their personal data is anonymised and their sessions end at once. {ADMIN_CUSTOMER_MESSAGES.keptForTax} They can
        sign in again later, as a new customer.
      </Banner>
      {error && (
        <Banner tone="danger" title="Nothing was erased">
          {errorMessage(error, 'Please try again in a moment.')}
        </Banner>
      )}
      <TextField
        ref={confirmField}
        label="Type their e-mail to confirm"
        name="email"
        autoComplete="off"
        hint={customer.email}
        value={typed}
        disabled={isLoading}
        onChange={(event) => {
          reset();
          setTyped(event.target.value);
        }}
      />
      <Actions>
        <Button
          type="submit"
          variant="danger"
          loading={isLoading}
          loadingText="Erasing..."
          disabled={!sameAddress(typed, customer.email)}
        >
          Erase their personal data
        </Button>
        <Button
          variant="secondary"
          disabled={isLoading}
          onClick={() => {
            setConfirming(false);
            setTyped('');
            reset();
          }}
        >
          Cancel
        </Button>
      </Actions>
    </Panel>
  );
}

function CustomerDetail({ detail }: { detail: AdminCustomerDetail }) {
  const { customer } = detail;
  return (
    <DetailLayout>
      <Stacked>
        <Sheet aria-labelledby="customer-profile">
          <SheetTitle id="customer-profile">Profile</SheetTitle>
          <Facts>
            <dt>Name</dt>
            <dd>{customer.name}</dd>
            <dt>E-mail</dt>
            <dd>{customer.email}</dd>
            <dt>Joined</dt>
            <dd>
              <time dateTime={customer.createdAt}>{dateTime(customer.createdAt)}</time>
            </dd>
            <dt>Paid</dt>
            <dd>{formatRupees(customer.paidNet)} net of refunds</dd>
            <dt>Newsletter</dt>
            <dd>{detail.newsletter ? NEWSLETTER_WORDS[detail.newsletter] : 'Not subscribed'}</dd>
            {customer.erasedAt && (
              <>
                <dt>Status</dt>
                <dd>
                  <StatusPill tone="neutral">Erased</StatusPill>
                </dd>
              </>
            )}
          </Facts>
        </Sheet>
        <Sheet aria-labelledby="customer-orders">
          <SheetTitle id="customer-orders">Orders</SheetTitle>
          {detail.orders.length === 0 ? (
            <Meta>No orders yet.</Meta>
          ) : (
            <Rows aria-labelledby="customer-orders">
              {detail.orders.map((order) => (
                <DetailRow key={order.id}>
                  <div>
                    <Strong>
                      <Link href={`/admin/orders/${order.id}`}>{order.titles.join(', ')}</Link>
                    </Strong>
                    <Meta>
                      <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
                      {order.invoiceNumber ? ` · ${order.invoiceNumber}` : ''}
                    </Meta>
                  </div>
                  <End>
                    <span>{formatRupees(order.amount)}</span>
                    <StatusPill tone={orderStatusTone[order.status] ?? 'neutral'}>
                      {ORDER_STATUS_WORDS[order.status]}
                    </StatusPill>
                  </End>
                </DetailRow>
              ))}
            </Rows>
          )}
        </Sheet>
      </Stacked>
      <Stacked>
        <Sheet aria-labelledby="customer-library">
          <SheetTitle id="customer-library">Library</SheetTitle>
          {detail.library.length === 0 ? (
            <Meta>They own no products.</Meta>
          ) : (
            <Rows aria-labelledby="customer-library">
              {detail.library.map((item) => (
                <DetailRow key={item.productId}>
                  <Strong as="span">{item.title}</Strong>
                  <Meta as="span">
                    <time dateTime={item.purchasedAt}>{dateTime(item.purchasedAt)}</time>
                  </Meta>
                </DetailRow>
              ))}
            </Rows>
          )}
        </Sheet>
        <Sheet aria-labelledby="customer-data">
          <SheetTitle id="customer-data">Their data</SheetTitle>
          <Stacked>
            <ExportPanel id={customer.id} />
            <ErasurePanel key={customer.id} detail={detail} />
          </Stacked>
        </Sheet>
      </Stacked>
    </DetailLayout>
  );
}

/** `/admin/customers/:id`: one customer's profile, orders, library, and their data's export and erasure. */
export function AdminCustomerPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useAdminCustomerQuery(id);
  return (
    <ConsolePage
      title={data ? data.customer.name : 'Customer'}
      lead={data ? data.customer.email : 'One customer, their orders and their data.'}
    >
      <PageMeta
        title="Customer · Shop console"
        description="One customer of the shop."
        path={`/admin/customers/${id}`}
      />
      {isLoading ? (
        <Sheet>
          <SkeletonGroup label="Loading the customer...">
            <Skeleton width="60%" />
            <Skeleton width="40%" />
            <Skeleton height="6rem" shape="rect" />
          </SkeletonGroup>
        </Sheet>
      ) : error || !data ? (
        <Sheet>
          <LoadFailed title="The customer could not be loaded" error={error} onRetry={() => void refetch()} />
        </Sheet>
      ) : (
        <CustomerDetail detail={data} />
      )}
    </ConsolePage>
  );
}
