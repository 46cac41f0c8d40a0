import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { CartIcon, VisuallyHidden } from '../../../primitives';
import { theme, BAR_TUCKED_ATTRIBUTE, MODE_STRIP_HEIGHT } from '../../../tokens';
import { selectCartCount } from '../../../state/cartSlice';
import { useAppSelector } from '../../../state/hooks';

/** A button's attributes but its content and type: the layout gives it `onClick` to open the cart panel. */
export type CartButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>;

const Floating = styled.button`
  position: fixed;
  /* Level with the bar's buttons: below the mode strip, higher with the compact bar. */
  top: calc(${theme.space[4]} + ${MODE_STRIP_HEIGHT});
  right: ${theme.space[4]};
  z-index: ${theme.zIndices.sticky + 1};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.control.lg};
  height: ${theme.sizes.control.lg};
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
  box-shadow: ${theme.shadows.lg};
  cursor: pointer;
  transition:
    transform ${theme.durations.fast}ms ${theme.easings.standard},
    top ${theme.durations.normal}ms ${theme.easings.standard};

  :root[${BAR_TUCKED_ATTRIBUTE}] & {
    top: calc(${theme.space[4]} + ${MODE_STRIP_HEIGHT} - ${theme.space[2]});
  }
  &:hover {
    transform: scale(1.06);
  }
  &:focus-visible {
    outline-color: ${theme.colors.textInverse};
    box-shadow: 0 0 0 ${theme.borderWidths.heavy} ${theme.colors.focus};
  }

  ${theme.media.reducedMotion} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const Count = styled.span`
  position: absolute;
  top: calc(-1 * ${theme.space[1]});
  right: calc(-1 * ${theme.space[1]});
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.sizes.badgeMin};
  height: ${theme.sizes.badgeMin};
  padding: 0 ${theme.space[1]};
  border: ${theme.borderWidths.thick} solid ${theme.colors.brand};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceInverse};
  color: ${theme.colors.textInverse};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1;
`;

/** `1 item`, `3 items`. */
export const itemCount = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

/**
 * The floating cart button at the top right: a badge with the item count when the cart is not
 * empty; its name carries the count, and a polite live region announces every change.
 */
export function CartButton(props: CartButtonProps) {
  const count = useAppSelector(selectCartCount);
  const name = count === 0 ? 'Cart, empty' : `Cart, ${itemCount(count)}`;
  return (
    <>
      <Floating type="button" aria-label={name} aria-haspopup="dialog" {...props}>
        <CartIcon size="lg" />
        {count > 0 && (
          <Count aria-hidden="true" data-testid="cart-count">
            {count}
          </Count>
        )}
      </Floating>
      <VisuallyHidden role="status">{count === 0 ? '' : `${itemCount(count)} in your cart`}</VisuallyHidden>
    </>
  );
}
