import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, recommendationsFor, type Product } from '@profit/contract';
import { PAID_ONCE } from '../../../content/policies';
import { useAddToCart } from '../../../flows/useAddToCart';
import { useOwnedProductIds } from '../../../flows/useOwnedProductIds';
import { selectCartLines } from '../../../state/cartSlice';
import { useAppSelector } from '../../../state/hooks';
import { Button, CheckIcon, FullScreenOverlay, PlusIcon, useAutoDismiss, VisuallyHidden } from '../../../primitives';
import { theme } from '../../../tokens';

/** The spec's auto-dismissal: the overlay closes itself after 10 s unless hovered or focused. */
export const OVERLAY_AUTO_CLOSE_MS = 10_000;

export interface AddedToCartOverlayProps {
  /** The product just added; `null` when the overlay is hidden. */
  product: Product | null;
  /** The catalogue the recommendations come from. */
  products: readonly Product[];
  onClose: () => void;
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;

const Added = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[4]};
  padding: ${theme.space[3]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.success.soft};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.brandSoft};

  img {
    width: ${theme.space[20]};
    aspect-ratio: 16 / 10;
    border-radius: ${theme.radii.md};
    object-fit: cover;
  }
  p {
    margin: 0;
  }
  strong {
    display: block;
  }
`;

const AlsoBought = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;

const Recommendations = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** On a phone a compact row (picture, title and price, Add); from 768 px a card of three. */
const Recommendation = styled.li`
  display: grid;
  grid-template-columns: ${theme.space[20]} minmax(0, 1fr);
  align-items: center;
  gap: ${`${theme.space[2]} ${theme.space[3]}`};
  padding: ${theme.space[3]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.lg};

  img {
    grid-row: span 2;
    width: 100%;
    aspect-ratio: 16 / 10;
    border-radius: ${theme.radii.md};
    object-fit: cover;
  }
  p {
    margin: 0;
    font-weight: ${theme.fontWeights.semibold};
  }
  span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  button {
    grid-column: 1 / -1;
  }

  ${theme.media.md} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: ${theme.space[3]};
  }
`;

/*
 * Stuck to the foot of the overlay while its content scrolls: Continue Shopping and View Cart are
 * in view at once on a short screen (1280×720, 375×667), never below the fold.
 */
const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  margin-inline: calc(-1 * ${theme.space[4]});
  padding: ${theme.space[4]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  background: ${theme.colors.surface};

  & > * {
    flex: 1 1 auto;
  }
  ${theme.media.md} {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

/**
 * The store's full-screen 'Added to Cart' overlay: the product just added, up to three products
 * of the same category ('Customers who bought X also bought'), each addable, Continue Shopping and
 * View Cart (to /cart). It closes itself after 10 s unless the pointer is over it or focus is in it.
 */
export function AddedToCartOverlay({ product, products, onClose }: AddedToCartOverlayProps) {
  const lines = useAppSelector(selectCartLines);
  const navigate = useNavigate();
  const [addedIds, setAddedIds] = useState<string[]>([]);
  const addToCart = useAddToCart((item) => setAddedIds((ids) => [...ids, item.id]));
  // Owned kits and those in the cart when it opened are never offered; one added here stays, marked Added.
  const owned = useOwnedProductIds();
  const [cartAtOpen] = useState(() => lines.map((line) => line.productId));
  const unofferable = useMemo(() => new Set([...owned, ...cartAtOpen]), [owned, cartAtOpen]);
  const open = product !== null;
  const { handlers } = useAutoDismiss({
    duration: OVERLAY_AUTO_CLOSE_MS,
    onDismiss: onClose,
    enabled: open,
    resetKey: product?.id,
  });

  if (!product) return null;
  const recommendations = recommendationsFor(products, product, unofferable);

  return (
    <FullScreenOverlay
      open={open}
      onClose={onClose}
      icon={<CheckIcon size="lg" />}
      title="Added to Cart"
      description={`${product.title} is in your cart.`}
    >
      <Content data-testid="added-to-cart-content" {...handlers}>
        <Added>
          <img src={product.image} alt="" />
          <p>
            <strong>{product.title}</strong>
            {formatRupees(product.price)}, {PAID_ONCE}
          </p>
        </Added>
        {recommendations.length > 0 ? (
          <section aria-labelledby="also-bought">
            <AlsoBought id="also-bought">Customers who bought {product.title} also bought</AlsoBought>
            <Recommendations>
              {recommendations.map((item) => {
                const added = addedIds.includes(item.id);
                return (
                  <Recommendation key={item.id}>
                    <img src={item.image} alt="" />
                    <p>{item.title}</p>
                    <span>
                      {formatRupees(item.price)}, {PAID_ONCE}
                    </span>
                    <Button
                      variant={added ? 'secondary' : 'primary'}
                      size="sm"
                      icon={added ? <CheckIcon size="sm" /> : <PlusIcon size="sm" />}
                      aria-label={`${added ? 'Added' : 'Add to Cart'}: ${item.title}`}
                      onClick={() => {
                        addToCart(item);
                      }}
                    >
                      {added ? 'Added' : 'Add to Cart'}
                      <VisuallyHidden>: {item.title}</VisuallyHidden>
                    </Button>
                  </Recommendation>
                );
              })}
            </Recommendations>
          </section>
        ) : (
          <Note>Nothing else in the {product.category} category yet: you have the whole set.</Note>
        )}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            Continue Shopping
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate('/cart');
            }}
          >
            View Cart
          </Button>
        </Actions>
      </Content>
    </FullScreenOverlay>
  );
}
