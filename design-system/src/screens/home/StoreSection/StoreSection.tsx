import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Product } from '@profit/contract';
import { errorMessage } from '../../../api/errors';
import { useProductsQuery } from '../../../api/catalogue';
import { STORE } from '../../../content/home';
import { useAddToCart } from '../../../flows/useAddToCart';
import { Banner, Button } from '../../../primitives';
import { Band, BandInner, SectionIntro } from '../SectionIntro';
import { AddedToCartOverlay } from './AddedToCartOverlay';
import { ProductCard } from './ProductCard';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const SkeletonBlock = styled.div<{ $width?: string; $height: string }>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.borderSubtle} 25%,
    ${({ theme }) => theme.colors.background} 50%,
    ${({ theme }) => theme.colors.borderSubtle} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const SkeletonMedia = styled(SkeletonBlock)`
  aspect-ratio: 16 / 10;
  height: auto;
  border-radius: 0;
`;

const SkeletonText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

/** A card's placeholder while the catalogue loads: the card's own size, so nothing moves after. */
function ProductCardSkeleton() {
  return (
    <SkeletonCard aria-hidden="true" data-testid="product-skeleton">
      <SkeletonMedia $height="auto" />
      <SkeletonText>
        <SkeletonBlock $width="75%" $height="1.5rem" />
        <SkeletonBlock $width="40%" $height="1.25rem" />
      </SkeletonText>
    </SkeletonCard>
  );
}

/** Starts the reveal once the grid is scrolled into view (at once where there is no observer). */
function useRevealOnView<T extends Element>() {
  const ref = useRef<T | null>(null);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || revealed) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setRevealed(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setRevealed(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  });
  return { ref, revealed };
}

/**
 * The store section (`id="store"`): the eight products of the catalogue, revealed with a 150 ms
 * stagger; skeletons of the cards' size while loading. Add to Cart signed out goes to /signin;
 * signed in it adds a line and opens the 'Added to Cart' overlay.
 */
export function StoreSection() {
  const { data, error, isLoading, refetch } = useProductsQuery();
  const addToCart = useAddToCart();
  const [added, setAdded] = useState<Product | null>(null);
  const { ref, revealed } = useRevealOnView<HTMLUListElement>();
  const products = data?.products ?? [];

  const onAdd = (product: Product) => {
    if (addToCart(product)) setAdded(product);
  };

  return (
    <Band $surface="light" id="store" aria-labelledby="store-title">
      <BandInner>
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
            {errorMessage(error, 'Please check your connection and try again.')}
          </Banner>
        ) : (
          <Grid ref={ref} aria-busy={isLoading} aria-label={isLoading ? 'Loading products' : 'Products'}>
            {isLoading
              ? Array.from({ length: 8 }, (_, index) => (
                  <li key={index}>
                    <ProductCardSkeleton />
                  </li>
                ))
              : products.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} index={index} revealed={revealed} onAdd={onAdd} />
                  </li>
                ))}
          </Grid>
        )}
      </BandInner>
      <AddedToCartOverlay product={added} products={products} onClose={() => setAdded(null)} />
    </Band>
  );
}
