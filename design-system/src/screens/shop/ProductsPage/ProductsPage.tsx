import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { recommendationsFor, searchProducts, type Product } from '@profit/contract';
import { useProductsQuery } from '../../../api/catalogue';
import { CHECK_CONNECTION, errorMessage } from '../../../api/errors';
import { useAddToCart } from '../../../flows/useAddToCart';
import { useOwnedProductIds, useUnofferableProductIds } from '../../../flows/useOwnedProductIds';
import { ArrowLeftIcon, Button, CloseIcon, IconButton, SearchIcon, WarningIcon } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { FloatingCart } from '../../shell/FloatingCart';
import { ProductCard } from '../ProductCard';
import { Eyebrow, InkContainer, InkPage, inkLink, Lead, Muted, PageTitle } from '../surfaces';
import { ProductSkeleton } from './ProductSkeleton';
import { RecommendationsBanner } from './RecommendationsBanner';
import { theme } from '../../../tokens';

/** The spec's words on this page. */
export const PRODUCTS_PAGE_TEXT = {
  title: 'Discover Our Products',
  loading: 'Loading products...',
  empty: 'No products found matching your search.',
  clearSearch: 'Clear search',
  returnHome: 'Return to Home',
  found: (count: number, term: string) => `${count} product(s) found for "${term}"`,
  failed: 'The catalogue could not be loaded.',
  retry: 'Try again',
} as const;

const SKELETON_COUNT = 6;
/** While the catalogue loads: one empty list, so what is found is not worked out again at each render. */
const NO_PRODUCTS: readonly Product[] = [];

const TopBar = styled.nav`
  padding: ${`${theme.space[6]} 0 ${theme.space[4]}`};
`;

const HomeLink = styled(Link)`
  ${inkLink}
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.textInverse};

  &:hover {
    color: ${theme.colors.brand};
  }
`;

const Hero = styled.header`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${`${theme.space[8]} 0 ${theme.space[10]}`};
`;

const Search = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  max-width: ${theme.sizes.dialog};
  margin-top: ${theme.space[2]};
  border: ${theme.borderWidths.thin} solid ${theme.palette.ink500};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.borderOnInk}66;
  color: ${theme.colors.textInverse};
  transition: border-color ${theme.durations.fast}ms;

  &:focus-within {
    border-color: ${theme.colors.brand};
    box-shadow: 0 0 0 ${theme.borderWidths.heavy} ${theme.palette.green900};
  }

  > svg {
    position: absolute;
    left: ${theme.space[4]};
    color: ${theme.colors.textOnInkMuted};
    pointer-events: none;
  }
`;

const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${theme.sizes.control.lg};
  padding: ${`0 ${theme.space[4]} 0 ${theme.space[12]}`};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${theme.fontSizes.md};
  outline: none;

  &::placeholder {
    color: ${theme.colors.textOnInkMuted};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const ClearSlot = styled.span`
  display: inline-flex;
  margin-right: ${theme.space[2]};
`;

const Count = styled.p`
  min-height: ${theme.space[6]};
  margin: 0 0 ${theme.space[4]};
  color: ${theme.colors.textOnInkMuted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space[4]};
  padding: ${`${theme.space[16]} ${theme.space[4]}`};
  border: ${theme.borderWidths.thin} dashed ${theme.palette.ink500};
  border-radius: ${theme.radii.xl};
  text-align: center;

  > svg {
    width: ${theme.space[12]};
    height: ${theme.space[12]};
    color: ${theme.palette.ink500};
  }
`;

const EmptyText = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.semibold};
`;

const LinkButton = styled.button`
  ${inkLink}
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
`;

/**
 * The catalogue at `/products` (no header or footer): Return to Home, a live search kept in the
 * address (`?q=`), skeleton cards while loading, the products, and after an Add to Cart the
 * recommendations banner. A load failure ends loading and shows the empty state.
 */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const addressTerm = params.get('q') ?? '';
  // The field shows what is typed at once; the address follows it (the router updates in a
  // transition, which would hold each character back until the grid is filtered again).
  const [term, setTypedTerm] = useState(addressTerm);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [entry, setEntry] = useState(location.key);
  if (location.key !== entry) {
    setEntry(location.key);
    // The address changed by itself (back, forward, a link with a search), not by typing here.
    if (navigationType !== 'REPLACE') setTypedTerm(addressTerm);
  }
  // The grid is filtered behind the typing: a slow phone shows each character first.
  const query = useDeferredValue(term);
  const { data, isLoading, isError, error, refetch } = useProductsQuery();
  const owned = useOwnedProductIds();
  const unofferable = useUnofferableProductIds();
  const [added, setAdded] = useState<{ product: Product; at: number } | null>(null);
  const add = useAddToCart((product) => setAdded((previous) => ({ product, at: (previous?.at ?? 0) + 1 })));
  const searchId = useId();

  const products = data?.products ?? NO_PRODUCTS;
  const found = useMemo(() => searchProducts(products, query), [products, query]);
  const searching = query.trim() !== '';

  const setTerm = (value: string) => {
    setTypedTerm(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  };

  const closeBanner = useCallback(() => setAdded(null), []);
  // Made again only when what is found changes, not at each character typed.
  const cards = useMemo(
    () =>
      found.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} onAdd={add} owned={owned.has(product.id)} />
        </li>
      )),
    [found, add, owned],
  );

  return (
    <InkPage>
      <PageMeta
        title="Products"
        path="/products"
        description="Playbooks, dashboards, templates and automation recipes for India's young entrepreneurs, Rs 499 each. Search the catalogue and add to your cart."
      />
      <InkContainer>
        <TopBar aria-label="Back">
          <HomeLink to="/">
            <ArrowLeftIcon size="sm" /> {PRODUCTS_PAGE_TEXT.returnHome}
          </HomeLink>
        </TopBar>
        <Hero>
          <Eyebrow>The store</Eyebrow>
          <PageTitle tabIndex={-1}>{PRODUCTS_PAGE_TEXT.title}</PageTitle>
          <Lead>
            Tools that pay for themselves: growth playbooks, money dashboards and ready-made systems, built for founders
            who sell in rupees.
          </Lead>
          <Search role="search">
            <SearchIcon />
            <SearchInput
              id={searchId}
              type="search"
              aria-label="Search products"
              placeholder="Try GST, WhatsApp or Notion"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              autoComplete="off"
            />
            {term && (
              <ClearSlot>
                <IconButton
                  label="Clear the search box"
                  icon={<CloseIcon size="sm" />}
                  variant="inverse"
                  size="sm"
                  onClick={() => setTerm('')}
                />
              </ClearSlot>
            )}
          </Search>
        </Hero>

        {isLoading ? (
          <>
            <Count role="status">{PRODUCTS_PAGE_TEXT.loading}</Count>
            <Grid aria-hidden="true" data-testid="product-skeletons">
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <li key={index}>
                  <ProductSkeleton />
                </li>
              ))}
            </Grid>
          </>
        ) : (
          <>
            <Count role="status">{searching && !isError ? PRODUCTS_PAGE_TEXT.found(found.length, query) : ''}</Count>
            {found.length === 0 ? (
              <Empty>
                {/* Nothing loaded is not "nothing found": the shopper is told which it is. */}
                {isError ? (
                  <>
                    <WarningIcon />
                    <EmptyText>{PRODUCTS_PAGE_TEXT.failed}</EmptyText>
                    <Muted role="alert">{errorMessage(error, CHECK_CONNECTION)}</Muted>
                    <Button variant="secondary" onClick={() => void refetch()}>
                      {PRODUCTS_PAGE_TEXT.retry}
                    </Button>
                  </>
                ) : (
                  <>
                    <SearchIcon />
                    <EmptyText>{PRODUCTS_PAGE_TEXT.empty}</EmptyText>
                    {searching && <LinkButton onClick={() => setTerm('')}>{PRODUCTS_PAGE_TEXT.clearSearch}</LinkButton>}
                  </>
                )}
              </Empty>
            ) : (
              <Grid aria-label="Products">{cards}</Grid>
            )}
          </>
        )}
      </InkContainer>
      <RecommendationsBanner
        added={added}
        recommendations={added ? recommendationsFor(products, added.product, unofferable) : []}
        onAdd={add}
        onClose={closeBanner}
      />
      <FloatingCart />
    </InkPage>
  );
}
