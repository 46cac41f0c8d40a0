import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Product } from '@profit/contract';
import { CHECK_CONNECTION, errorMessage } from '../../../api/errors';
import { useProductsQuery } from '../../../api/catalogue';
import { STORE } from '../../../content/home';
import { useAddToCart } from '../../../flows/useAddToCart';
import { useOwnedProductIds } from '../../../flows/useOwnedProductIds';
import { Banner, Button, Container, lazyPart, LoadOnOpen, Skeleton, SkeletonGroup } from '../../../primitives';
import { Band, SectionIntro } from '../SectionIntro';
import { ProductCard } from './ProductCard';
import { theme } from '../../../tokens';

/**
 * The Added to Cart overlay (and its modal stack) loads with the first product added. Should its
 * code not arrive, the kit is in the cart all the same: the card and the cart's count show it.
 */
const AddedToCartOverlay = lazyPart(() => import('./AddedToCartOverlay').then((module) => module.AddedToCartOverlay));

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surface};
  overflow: hidden;

  & > [aria-hidden]:first-child {
    aspect-ratio: 16 / 10;
    height: auto;
    border-radius: 0;
  }
`;

const SkeletonText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
`;

/** A card's placeholder while the catalogue loads: the card's own size, so nothing moves after. */
function ProductCardSkeleton() {
  return (
    <SkeletonCard aria-hidden="true" data-testid="product-skeleton">
      <Skeleton shape="rect" />
      <SkeletonText>
        <Skeleton width="75%" height="1.5rem" />
        <Skeleton width="40%" height="1.3rem" />
      </SkeletonText>
    </SkeletonCard>
  );
}

/** Starts the reveal once the grid is scrolled into view (at once where there is no observer). */
function useRevealOnView<T extends Element>() {
  const [element, setElement] = useState<T | null>(null);
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!element || revealed) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setRevealed(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, revealed]);
  return { ref: setElement, revealed };
}

/**
 * The store section (`id="store"`): the eight products of the catalogue, revealed with a 150 ms
 * stagger; skeletons of the cards' size while loading. Add to Cart signed out goes to /signin;
 * signed in it adds a line and opens the 'Added to Cart' overlay.
 */
export function StoreSection() {
  const { data, error, isLoading, refetch } = useProductsQuery();
  const owned = useOwnedProductIds();
  const [added, setAdded] = useState<Product | null>(null);
  // Each add opens a fresh overlay: its 10 s start again even for the same product.
  const [adds, setAdds] = useState(0);
  const onAdd = useAddToCart((product) => {
    setAdded(product);
    setAdds((count) => count + 1);
  });
  const { ref, revealed } = useRevealOnView<HTMLUListElement>();
  const products = data?.products ?? [];

  return (
    <Band $surface="light" id="store" aria-labelledby="store-title">
      <Container>
        <SectionIntro id="store-title" eyebrow={STORE.eyebrow} title={STORE.headline} lead={STORE.lead} />
        {error ? (
          <Banner
            tone="danger"
            title="The store could not be loaded"
            actions={
              <Button variant="secondary" size="sm" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(error, CHECK_CONNECTION)}
          </Banner>
        ) : isLoading ? (
          <SkeletonGroup label="Loading products">
            <Grid>
              {Array.from({ length: 8 }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </Grid>
          </SkeletonGroup>
        ) : (
          <Grid ref={ref} aria-label="Products">
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  index={index}
                  revealed={revealed}
                  onAdd={onAdd}
                  owned={owned.has(product.id)}
                />
              </li>
            ))}
          </Grid>
        )}
      </Container>
      <LoadOnOpen open={added !== null}>
        <AddedToCartOverlay key={adds} product={added} products={products} onClose={() => setAdded(null)} />
      </LoadOnOpen>
    </Band>
  );
}
