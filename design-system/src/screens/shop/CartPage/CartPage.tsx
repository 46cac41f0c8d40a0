import { useId, useState } from 'react';
import styled from 'styled-components';
import { cartSubtotalPaise, displayName, formatRupees } from '@profit/contract';
import { usePayNow, type PaidOrder } from '../../../flows/usePayNow';
import { BillingForm } from '../BillingForm';
import { useDownloadProduct } from '../../../flows/useDownloadProduct';
import {
  Badge,
  Banner,
  Button,
  ButtonLink,
  CartIcon,
  CheckIcon,
  Container,
  DownloadIcon,
  EmptyState,
  LockIcon,
  ShieldIcon,
  Spinner,
  Text,
  TrashIcon,
} from '../../../primitives';
import { PageMeta } from '../../../seo';
import {
  cartRestored,
  lineRemoved,
  selectCartLines,
  selectCartTotalPaise,
  type CartLine,
} from '../../../state/cartSlice';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectUser } from '../../../state/sessionSlice';
import { PAYMENT_MESSAGES } from '../../../flows/messages';
import { BandPage, Eyebrow, InkBand, Lead, Overlap, PageTitle, Sheet, SheetTitle } from '../surfaces';
import { REFUND_TERMS } from '../../../content/policies';
import { RefundPolicyLink } from '../../pages/shared/RefundPolicyNote';
import { theme } from '../../../tokens';

/** The spec's words on the cart page. */
export const CART_PAGE_TEXT = {
  greeting: (name: string) => `Hi, ${name}!`,
  emptyLead: 'Your shopping cart is waiting to be filled',
  emptyTitle: 'Your cart feels lonely',
  continueShopping: 'Continue Shopping',
  lead: 'Review your items and proceed to checkout',
  paidLead: 'Thank you! Everything you bought is ready to download.',
  summary: 'Order Summary',
  payNow: (total: string) => `Pay Now - ${total}`,
  processing: 'Processing...',
  confirming:
    'Your bank has the payment and we are waiting for its confirmation. This usually takes a few seconds; please keep this page open.',
  notes: ['Secure payment', 'Buyer protection guaranteed', 'Secure payment powered by a payment provider'],
  guarantee: `Every kit is covered by our ${REFUND_TERMS.guarantee}.`,
} as const;

/** What the cart says when the server refuses to sell the shopper something they already own. */
export const OWNED_TEXT = {
  title: (count: number) =>
    count === 1 ? 'You already own this product' : `You already own ${count} of these products`,
  mark: 'Already in your library',
  remove: (count: number) => (count === 1 ? 'Remove it from the cart' : 'Remove them from the cart'),
  library: 'Go to your library',
  removedTitle: 'Removed from your cart',
  removed: (titles: readonly string[], rest: number) =>
    `${titles.join(', ')} ${titles.length === 1 ? 'stays' : 'stay'} in your library.` +
    (rest > 0 ? ' You can pay for the rest now.' : ''),
  undo: 'Undo',
} as const;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  align-items: start;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) ${theme.sizes.sidePanel};
  }
`;

const Lines = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  }
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[4]};
  padding: ${`${theme.space[4]} 0`};

  ${theme.media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Thumb = styled.img`
  width: ${theme.space[20]};
  aspect-ratio: 8 / 5;
  border-radius: ${theme.radii.md};
  object-fit: cover;

  ${theme.media.md} {
    width: calc(${theme.space[20]} * 1.6);
  }
`;

const LineText = styled.div`
  display: grid;
  gap: ${theme.space[1]};
  min-width: 0;
`;

const LineTitle = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.md};
`;

const LineDescription = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const LineEnd = styled.div`
  display: flex;
  grid-column: 1 / -1;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};

  ${theme.media.md} {
    grid-column: auto;
    flex-direction: column;
    align-items: flex-end;
  }
`;

const Amount = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const Summary = styled(Sheet)`
  display: grid;
  gap: ${theme.space[4]};

  ${theme.media.lg} {
    position: sticky;
    top: ${theme.space[6]};
  }
`;

/** Label and amount per row, amounts aligned on the right. */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space[3]};
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
`;

/**
 * The total: one row of the list's grid (a subgrid, so its amount lines up with the others) whose
 * rule is drawn once across the whole row, never per cell.
 */
const TotalRow = styled.div`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
  align-items: baseline;
  padding-top: ${theme.space[3]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};

  dt,
  dd {
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
  }
`;

const Notes = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
  }
  svg {
    color: ${theme.colors.brandStrong};
  }
`;

const Stacked = styled.div`
  display: grid;
  gap: ${theme.space[6]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
  padding-top: ${theme.space[6]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};

  > * {
    flex: 1 1 auto;
  }

  ${theme.media.md} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

const OwnedMark = styled(Badge)`
  justify-self: start;
`;

const NOTE_ICONS = [LockIcon, ShieldIcon, LockIcon];

/** The billing form's id: Pay Now in the order summary submits it. */
const BILLING_FORM_ID = 'billing-form';

function CartLineItem({
  line,
  owned = false,
  onRemove,
}: {
  line: CartLine;
  /** The shopper owns it already (the server said so): marked, with the way to the library. */
  owned?: boolean;
  onRemove: (cartId: string) => void;
}) {
  const titleId = useId();
  return (
    <Line data-owned={owned || undefined}>
      <Thumb src={line.image} alt="" width={128} height={80} />
      <LineText>
        <LineTitle id={titleId}>{line.title}</LineTitle>
        {owned && (
          <OwnedMark tone="warning">
            <CheckIcon size="sm" />
            {OWNED_TEXT.mark}
          </OwnedMark>
        )}
        <LineDescription>{line.description}</LineDescription>
      </LineText>
      <LineEnd>
        <Amount>{formatRupees(line.pricePaise)}</Amount>
        <Button
          variant="ghost"
          size="sm"
          icon={<TrashIcon size="sm" />}
          onClick={() => onRemove(line.cartId)}
          aria-describedby={titleId}
        >
          Remove
        </Button>
      </LineEnd>
    </Line>
  );
}

/** After a verified payment: what was bought, each ready to download, and the way to the library. */
function Bought({ paid }: { paid: PaidOrder }) {
  const { download, downloading } = useDownloadProduct();
  const products = [...new Map(paid.lines.map((line) => [line.productId, line])).values()];
  return (
    <Sheet aria-labelledby="bought-title">
      <SheetTitle id="bought-title">{PAYMENT_MESSAGES.success}</SheetTitle>
      <Lines aria-label="What you bought">
        {products.map((line) => (
          <Line key={line.productId}>
            <Thumb src={line.image} alt="" width={128} height={80} />
            <LineText>
              <LineTitle>{line.title}</LineTitle>
              <LineDescription>Paid {formatRupees(line.pricePaise)} · ready to download</LineDescription>
            </LineText>
            <LineEnd>
              <Button
                size="sm"
                icon={downloading === line.productId ? <Spinner label={null} size="sm" /> : <DownloadIcon size="sm" />}
                onClick={() => void download(line.productId)}
                aria-label={`Download ${line.title}`}
              >
                Download
              </Button>
            </LineEnd>
          </Line>
        ))}
      </Lines>
      <Actions>
        <ButtonLink to="/profile#library" variant="inverse">
          Go to your library
        </ButtonLink>
        <ButtonLink to="/products" variant="secondary">
          {CART_PAGE_TEXT.continueShopping}
        </ButtonLink>
      </Actions>
    </Sheet>
  );
}

/**
 * The cart at `/cart` (protected): the greeting, the lines with Remove, the Order Summary and Pay
 * Now through the shared payment flow, the error banner, and after paying, what was bought.
 */
export function CartPage() {
  const user = useAppSelector(selectUser);
  const lines = useAppSelector(selectCartLines);
  const dispatch = useAppDispatch();
  const { pay, processing, confirming, unconfirmed, error, alreadyOwned, paid, clearError } = usePayNow();
  const [undo, setUndo] = useState<{ removed: CartLine[]; before: CartLine[] } | null>(null);
  const name = user ? displayName(user) : 'Guest';
  const ownedLines = alreadyOwned ? lines.filter((line) => alreadyOwned.includes(line.productId)) : [];

  /** Takes the owned lines out of the cart, keeping what is needed to put them back. */
  const removeOwned = () => {
    for (const line of ownedLines) dispatch(lineRemoved(line.cartId));
    setUndo({ removed: ownedLines, before: lines });
    clearError();
  };
  /** Puts the removed lines back where they were, keeping whatever else changed since. */
  const undoRemoval = () => {
    if (!undo) return;
    const keep = new Set([...lines, ...undo.removed].map((line) => line.cartId));
    const restored = undo.before.filter((line) => keep.has(line.cartId));
    const added = lines.filter((line) => !undo.before.some((old) => old.cartId === line.cartId));
    dispatch(cartRestored([...restored, ...added]));
    setUndo(null);
  };
  const totalPaise = useAppSelector(selectCartTotalPaise);
  const total = formatRupees(totalPaise);
  const empty = lines.length === 0;

  return (
    <BandPage>
      <PageMeta
        title="Your cart"
        description="Review the digital products in your cart and pay securely in rupees."
        path="/cart"
      />
      <InkBand>
        <Container>
          <Eyebrow>Your cart</Eyebrow>
          <PageTitle tabIndex={-1}>{CART_PAGE_TEXT.greeting(name)}</PageTitle>
          <Lead>{paid ? CART_PAGE_TEXT.paidLead : empty ? CART_PAGE_TEXT.emptyLead : CART_PAGE_TEXT.lead}</Lead>
        </Container>
      </InkBand>
      <Container>
        <Overlap>
          <Stacked>
            {undo && (
              <Banner
                tone="success"
                title={OWNED_TEXT.removedTitle}
                onDismiss={() => setUndo(null)}
                actions={
                  // Focus follows the shopper's action: the button they pressed has just gone.
                  <Button size="sm" variant="secondary" autoFocus onClick={undoRemoval}>
                    {OWNED_TEXT.undo}
                  </Button>
                }
              >
                {OWNED_TEXT.removed(
                  undo.removed.map((line) => line.title),
                  lines.length,
                )}
              </Banner>
            )}
            {error && ownedLines.length > 0 && (
              <Banner
                tone="warning"
                title={OWNED_TEXT.title(ownedLines.length)}
                onDismiss={clearError}
                actions={
                  <>
                    <Button size="sm" variant="secondary" icon={<TrashIcon size="sm" />} onClick={removeOwned}>
                      {OWNED_TEXT.remove(ownedLines.length)}
                    </Button>
                    <ButtonLink size="sm" variant="ghost" to="/profile#library">
                      {OWNED_TEXT.library}
                    </ButtonLink>
                  </>
                }
              >
                {error}
              </Banner>
            )}
            {error && ownedLines.length === 0 && (
              <Banner tone="danger" title="The payment did not go through" onDismiss={clearError}>
                {error}
              </Banner>
            )}
            {confirming && (
              <Banner tone="info" title={PAYMENT_MESSAGES.confirming}>
                {CART_PAGE_TEXT.confirming}
              </Banner>
            )}
            {unconfirmed && (
              <Banner tone="warning" title={PAYMENT_MESSAGES.notConfirmedTitle} onDismiss={clearError}>
                {PAYMENT_MESSAGES.notConfirmed}
              </Banner>
            )}
            {paid && <Bought paid={paid} />}
            {empty && !paid && (
              <Sheet>
                <EmptyState
                  icon={<CartIcon />}
                  title={CART_PAGE_TEXT.emptyTitle}
                  description="Playbooks, dashboards and templates for your business are one search away."
                  action={<ButtonLink to="/products">{CART_PAGE_TEXT.continueShopping}</ButtonLink>}
                />
              </Sheet>
            )}
            {!empty && (
              <Layout>
                <Stacked>
                  <Sheet aria-labelledby="cart-items-title">
                    <SheetTitle id="cart-items-title">
                      {lines.length} item{lines.length === 1 ? '' : 's'} in your cart
                    </SheetTitle>
                    <Lines>
                      {lines.map((line) => (
                        <CartLineItem
                          key={line.cartId}
                          line={line}
                          owned={ownedLines.includes(line)}
                          onRemove={(id) => dispatch(lineRemoved(id))}
                        />
                      ))}
                    </Lines>
                  </Sheet>
                  <BillingForm
                    id={BILLING_FORM_ID}
                    onSubmit={async (billing) => {
                      if (processing) return;
                      setUndo(null);
                      return pay(billing);
                    }}
                  />
                </Stacked>
                <Summary as="aside" aria-labelledby="order-summary-title">
                  <SheetTitle id="order-summary-title">{CART_PAGE_TEXT.summary}</SheetTitle>
                  <Figures>
                    <dt>
                      Subtotal ({lines.length} item{lines.length === 1 ? '' : 's'})
                    </dt>
                    <dd>{formatRupees(cartSubtotalPaise(lines))}</dd>
                    <dt>Shipping</dt>
                    <dd>Free</dd>
                    <TotalRow>
                      <dt>Total</dt>
                      <dd>{total}</dd>
                    </TotalRow>
                  </Figures>
                  {/* Submits the billing form: the details are checked before any order is created. */}
                  <Button
                    type="submit"
                    form={BILLING_FORM_ID}
                    size="lg"
                    fullWidth
                    icon={processing ? <Spinner label={null} size="sm" /> : <LockIcon size="sm" />}
                    aria-disabled={processing || undefined}
                    aria-busy={processing || undefined}
                  >
                    {confirming
                      ? PAYMENT_MESSAGES.confirming
                      : processing
                        ? CART_PAGE_TEXT.processing
                        : CART_PAGE_TEXT.payNow(total)}
                  </Button>
                  <Notes aria-label="Payment safety">
                    {CART_PAGE_TEXT.notes.map((note, index) => {
                      const Icon = NOTE_ICONS[index] ?? LockIcon;
                      return (
                        <li key={note}>
                          <Icon size="sm" />
                          {note}
                        </li>
                      );
                    })}
                  </Notes>
                  <Text size="small" tone="muted">
                    {CART_PAGE_TEXT.guarantee} <RefundPolicyLink />
                  </Text>
                </Summary>
              </Layout>
            )}
          </Stacked>
        </Overlap>
      </Container>
    </BandPage>
  );
}
