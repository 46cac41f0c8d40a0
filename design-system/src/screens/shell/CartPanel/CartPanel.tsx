import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { displayName, formatRupees } from '@profit/contract';
import { usePayNow } from '../../../flows/usePayNow';
import { PAYMENT_MESSAGES } from '../../../flows/messages';
import { Button, ButtonLink, CartIcon, KeepWordsWhole, Notification, SidePanel, TrashIcon } from '../../../primitives';
import { selectCartPanelNotice } from '../../../state/cartPanelSlice';
import { lineRemoved, selectCartLines, selectCartTotalPaise } from '../../../state/cartSlice';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectUser } from '../../../state/sessionSlice';
import { signOut } from '../../../state/thunks';
import { itemCount } from '../CartButton';
import { theme } from '../../../tokens';

export interface CartPanelProps {
  /** Whether the panel is shown; the layout opens it from the cart button. */
  open: boolean;
  /** Called by Escape and Close, and when Pay Now or one of its links takes the shopper elsewhere. */
  onClose: () => void;
}

const Who = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
`;

const WhoName = styled.p`
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  small {
    display: block;
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.regular};
    color: ${theme.colors.textMuted};
  }
`;

const WhoActions = styled.div`
  display: flex;
  flex: none;
  gap: ${theme.space[2]};
`;

const ListHeading = styled.h3`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  font-family: ${theme.fonts.body};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  max-height: ${theme.sizes.cartList};
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  overscroll-behavior: contain;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: ${theme.space[12]} 1fr auto;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.md};
`;

const Thumb = styled.img`
  width: ${theme.space[12]};
  height: ${theme.space[12]};
  border-radius: ${theme.radii.sm};
  object-fit: cover;
  background: ${theme.colors.brandSoft};
`;

const LineText = styled.div`
  min-width: 0;

  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;

const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.control.md};
  height: ${theme.sizes.control.md};
  border: 0;
  border-radius: ${theme.radii.round};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${theme.colors.danger.soft};
    color: ${theme.colors.danger.text};
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[8]} ${theme.space[4]};
  border: ${theme.borderWidths.thin} dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.textMuted};
  text-align: center;

  p {
    margin: 0;
  }
`;

const Total = styled.p`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};

  output {
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes['2xl']};
  }
`;

const SecondaryLinks = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[2]};
`;

/**
 * The cart side panel: who is shopping (name or `Guest`, Profile and Sign Out, or Sign In), the
 * cart lines in a list of at most 16rem that scrolls, Remove per line, the total, Pay Now (which
 * leads to the cart page's billing form), and links to the full cart and the profile.
 */
export function CartPanel({ open, onClose }: CartPanelProps) {
  const user = useAppSelector(selectUser);
  const lines = useAppSelector(selectCartLines);
  const notice = useAppSelector(selectCartPanelNotice);
  const dispatch = useAppDispatch();
  const { pay, processing, confirming } = usePayNow({ onPaid: onClose, onLeave: onClose });
  const totalPaise = useAppSelector(selectCartTotalPaise);
  const total = formatRupees(totalPaise);

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title="Your cart"
      footer={
        <>
          <Total>
            <span>Total</span>
            <output aria-label="Total">{total}</output>
          </Total>
          <Button
            size="lg"
            fullWidth
            onClick={() => void pay()}
            loading={processing}
            loadingText={confirming ? PAYMENT_MESSAGES.confirming : 'Processing...'}
          >
            Pay Now
          </Button>
          <SecondaryLinks>
            <ButtonLink to="/cart" variant="secondary" size="sm" onClick={onClose}>
              View Full Cart
            </ButtonLink>
            <ButtonLink to="/profile" variant="secondary" size="sm" onClick={onClose}>
              Your Profile
            </ButtonLink>
          </SecondaryLinks>
        </>
      }
    >
      {notice && (
        <Notification tone="info" live>
          {notice}
        </Notification>
      )}
      <Who>
        <WhoName>
          <small>{user ? 'Signed in as' : 'Shopping as'}</small>
          {user ? displayName(user) : 'Guest'}
        </WhoName>
        <WhoActions>
          {user ? (
            <>
              <ButtonLink to="/profile" variant="ghost" size="sm" onClick={onClose}>
                Profile
              </ButtonLink>
              <Button variant="secondary" size="sm" onClick={() => void dispatch(signOut())}>
                Sign Out
              </Button>
            </>
          ) : (
            <ButtonLink to="/signin" size="sm" onClick={onClose}>
              Sign In
            </ButtonLink>
          )}
        </WhoActions>
      </Who>
      <ListHeading>{lines.length === 0 ? 'Your cart' : itemCount(lines.length)}</ListHeading>
      {lines.length === 0 ? (
        <Empty>
          <CartIcon size="lg" />
          <p>Your cart is empty</p>
          <Link to="/#store" onClick={onClose}>
            Browse the store
          </Link>
        </Empty>
      ) : (
        <Lines aria-label="Cart items" tabIndex={0}>
          {lines.map((line) => (
            <Line key={line.cartId}>
              <Thumb src={line.image} alt="" />
              <LineText>
                <p>
                  <KeepWordsWhole>{line.title}</KeepWordsWhole>
                </p>
                <span>{formatRupees(line.pricePaise)}</span>
              </LineText>
              <RemoveButton
                type="button"
                aria-label={`Remove ${line.title}`}
                onClick={() => dispatch(lineRemoved(line.cartId))}
              >
                <TrashIcon size="sm" />
              </RemoveButton>
            </Line>
          ))}
        </Lines>
      )}
    </SidePanel>
  );
}
