import styled, { css, keyframes } from 'styled-components';
import { CART_MESSAGES, formatRupees, type Product } from '@profit/contract';
import { PAID_ONCE } from '../../../content/policies';
import { Button, ButtonLink, CartIcon, EyeIcon, KeepWordsWhole } from '../../../primitives';
import { addToCartSignedOut } from '../../../flows/useAddToCart';
import { DownloadKitButton, InLibraryBadge } from '../../shop/OwnedKit';
import { PREVIEW_SIZES, ProductPreview } from '../../shop/ProductPreview';
import { theme } from '../../../tokens';

export interface ProductCardProps {
  product: Product;
  index: number;
  /** Whether the reveal (the 150 ms stagger) has started. */
  revealed: boolean;
  onAdd: (product: Product) => void;
  /** In the shopper's library: 'In your library' and Download instead of the price and Add to Cart. */
  owned?: boolean;
}

const rise = keyframes`
  from { opacity: 0; transform: translateY(1.5rem); }
  to { opacity: 1; transform: none; }
`;

const Card = styled.article<{ $revealed: boolean }>`
  position: relative;
  container: product-card / inline-size;
  display: flex;
  flex-direction: column;
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  overflow: hidden;
  opacity: ${({ $revealed }) => ($revealed ? 1 : 0)};
  transition:
    transform ${theme.durations.normal}ms ${theme.easings.standard},
    box-shadow ${theme.durations.normal}ms ${theme.easings.standard};

  ${({ $revealed }) =>
    $revealed &&
    css`
      animation: ${rise} ${theme.durations.slow * 1.5}ms ${theme.easings.out} both;
    `}

  &[data-active='true'] {
    transform: translateY(-4px);
    box-shadow: ${theme.shadows.lg};
  }

  ${theme.media.reducedMotion} {
    opacity: 1;
    animation: none;
    transition: none;
    &[data-active='true'] {
      transform: none;
    }
  }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  background: ${theme.colors.brandSoft};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${theme.durations.slow}ms ${theme.easings.standard};
  }
  [data-active='true'] & img {
    transform: scale(1.05);
  }
  ${theme.media.reducedMotion} {
    img {
      transition: none;
    }
    [data-active='true'] & img {
      transform: none;
    }
  }
`;

const Category = styled.span`
  position: absolute;
  left: ${theme.space[3]};
  top: ${theme.space[3]};
  padding: ${theme.space.half} ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceInk}cc;
  color: ${theme.colors.textInverse};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  padding: ${theme.space[4]};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    letter-spacing: -0.01em;
    /* Filled lines, not balanced ones: balance broke 'E-mail' and 'Cash-Flow' at their hyphens. */
    text-wrap: pretty;
  }
`;

const Price = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};

  strong {
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

/**
 * The details: over the cover on hover and keyboard focus (pointer devices), always shown under
 * the summary where there is no hover (touch screens).
 */
const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: 0 ${theme.space[4]} ${theme.space[4]};

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }

  /*
   * Over the card, the details must fit its height whatever the title's and description's
   * lengths: the title keeps two lines and the description three (the product page has it whole),
   * and the layer is nearly opaque so the summary under it does not show through.
   */
  @media (hover: hover) and (pointer: fine) {
    position: absolute;
    inset: 0;
    justify-content: flex-end;
    gap: ${theme.space[2]};
    padding: ${theme.space[4]};
    overflow: hidden;
    background: linear-gradient(180deg, ${theme.colors.surfaceInk}e6 0%, ${theme.colors.surfaceInk} 40%);
    color: ${theme.colors.textInverse};

    & > p {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 3;
      flex-shrink: 0;
      overflow: hidden;
    }
    opacity: 0;
    transform: translateY(${theme.space[2]});
    transition:
      opacity ${theme.durations.normal}ms ${theme.easings.standard},
      transform ${theme.durations.normal}ms ${theme.easings.standard};

    p {
      color: ${theme.colors.textOnInkMuted};
    }

    [data-active='true'] > & {
      opacity: 1;
      transform: none;
    }
  }

  ${theme.media.reducedMotion} {
    transition: none;
    transform: none;
  }
`;

const DetailsTitle = styled.p`
  && {
    -webkit-line-clamp: 2;
    color: inherit;
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
  }

  @media (hover: none), (pointer: coarse) {
    display: none;
  }
`;

/** The price again over the picture on hover; on a touch screen the summary below already shows it. */
const DetailsPrice = styled.p`
  @media (hover: none), (pointer: coarse) {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[1]};

  & > * {
    flex: 1 1 auto;
    white-space: nowrap;
  }

  /* On a card too narrow for icon and label side by side, the label alone, closer to its edges: it never wraps. */
  @container product-card (max-width: 17.5rem) {
    & > * {
      padding-inline: ${theme.space[2]};
    }
    svg {
      display: none;
    }
  }
`;

/** Why a card shows its details: a mouse over it, focus inside it, or a finger's tap on it. */
const ACTIVE_REASONS = ['hovered', 'focused', 'tapped'] as const;
type ActiveReason = (typeof ACTIVE_REASONS)[number];

/**
 * Sets or clears one reason for `card` to show its details, and its `data-active` with them. On the
 * element, not in React state: a pointer crossing the grid, or a press that focuses a card's link or
 * button, then renders nothing, and the press starts its own work at once.
 */
function markActive(card: HTMLElement, reason: ActiveReason, on: boolean): void {
  if (on) card.dataset[reason] = '';
  else delete card.dataset[reason];
  card.dataset.active = String(ACTIVE_REASONS.some((each) => each in card.dataset));
}

/**
 * One product of the store section: cover, category, title and price (paid once); on hover, keyboard
 * focus or a tap, its details: title, description, price, View Content and Add to Cart.
 */
export function ProductCard({ product, index, revealed, onAdd, owned = false }: ProductCardProps) {
  const price = `${formatRupees(product.price)}, ${PAID_ONCE}`;
  return (
    <Card
      $revealed={revealed}
      data-active="false"
      data-testid={`product-${product.id}`}
      aria-labelledby={`product-title-${product.id}`}
      style={{ animationDelay: `${index * 150}ms` }}
      onPointerEnter={(event) => event.pointerType !== 'touch' && markActive(event.currentTarget, 'hovered', true)}
      onPointerLeave={(event) => markActive(event.currentTarget, 'hovered', false)}
      onPointerDown={(event) => event.pointerType === 'touch' && markActive(event.currentTarget, 'tapped', true)}
      onFocus={(event) => markActive(event.currentTarget, 'focused', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          markActive(event.currentTarget, 'focused', false);
        }
      }}
    >
      <Media>
        <ProductPreview image={product.image} alt="" loading="lazy" sizes={PREVIEW_SIZES.homeCard} />
        <Category>{product.category}</Category>
      </Media>
      <Summary>
        <h3 id={`product-title-${product.id}`}>
          <KeepWordsWhole>{product.title}</KeepWordsWhole>
        </h3>
        {owned ? (
          <InLibraryBadge />
        ) : (
          <Price>
            <strong>{formatRupees(product.price)}</strong> {PAID_ONCE}
          </Price>
        )}
      </Summary>
      <Details data-testid="product-details">
        <DetailsTitle aria-hidden="true">
          <KeepWordsWhole>{product.title}</KeepWordsWhole>
        </DetailsTitle>
        <p>
          <KeepWordsWhole>{product.description}</KeepWordsWhole>
        </p>
        <DetailsPrice aria-hidden="true">{owned ? CART_MESSAGES.inLibrary : price}</DetailsPrice>
        <Actions>
          <ButtonLink
            to={`/products/${product.id}`}
            variant="secondary"
            size="sm"
            icon={<EyeIcon size="sm" />}
            aria-label={`View Content: ${product.title}`}
          >
            View Content
          </ButtonLink>
          {owned ? (
            <DownloadKitButton product={product} size="sm" />
          ) : (
            <Button
              size="sm"
              icon={<CartIcon size="sm" />}
              aria-label={`Add to Cart: ${product.title}`}
              onClick={() => onAdd(product)}
              {...addToCartSignedOut}
            >
              Add to Cart
            </Button>
          )}
        </Actions>
      </Details>
    </Card>
  );
}
