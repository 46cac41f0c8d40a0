import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, guideFormat, recommendationsFor, type Product } from '@profit/contract';
import { CHECK_CONNECTION, errorMessage } from '../../../api/errors';
import { useProductQuery, useProductsQuery } from '../../../api/catalogue';
import { PRODUCT_DETAILS } from '../../../content/products';
import { addToCartSignedOut, useAddToCart } from '../../../flows/useAddToCart';
import { useOwnedProductIds, useUnofferableProductIds } from '../../../flows/useOwnedProductIds';
import {
  ArrowLeftIcon,
  BelowTheFold,
  Button,
  CartIcon,
  CheckIcon,
  KeepWordsWhole,
  Skeleton,
  SkeletonGroup,
} from '../../../primitives';
import { PageMeta, productJsonLd } from '../../../seo';
import { NotFoundPage } from '../../system/NotFoundPage';
import { DownloadKitButton, InLibraryBadge } from '../OwnedKit';
import { ProductCard } from '../ProductCard';
import { PREVIEW_SIZES } from '../ProductPreview';
import { Category, PriceTag, ProductImage } from '../ProductCard/ProductCard';
import { Eyebrow, InkContainer, InkPage, inkLink, inkPanel, Lead, Muted, PageTitle } from '../surfaces';
import { theme } from '../../../tokens';

/** The product could not be loaded (the server down or failing): its words, and Try again. */
const LOAD_FAILED = {
  title: 'This product could not be loaded',
  fallback: CHECK_CONNECTION,
} as const;

const Failed = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${`${theme.space[10]} 0`};
`;

const Back = styled(Link)`
  ${inkLink}
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: ${`${theme.space[6]} 0`};
  color: ${theme.colors.textInverse};
`;

const Hero = styled.div`
  display: grid;
  gap: ${theme.space[8]};
  align-items: start;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
    gap: ${theme.space[12]};
  }
`;

/** About and What you get side by side from 1024 px, on the hero's own columns. */
const Overview = styled.div`
  display: grid;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
    column-gap: ${theme.space[12]};
  }
`;

/** The category label keeps its own width in the details' grid. */
const HeroCategory = styled(Category)`
  justify-self: start;
`;

const Figure = styled.div`
  ${inkPanel}
  overflow: hidden;
`;

const Details = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

const Buy = styled.div`
  ${inkPanel}
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
`;

const BuyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
`;

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

const Story = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  max-width: ${theme.sizes.prose};
  line-height: ${theme.lineHeights.relaxed};
  color: ${theme.colors.textOnInkMuted};

  p {
    margin: 0;
  }
`;

const SectionTitle = styled.h2`
  margin: ${`${theme.space[12]} 0 ${theme.space[4]}`};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes['2xl']};
`;

const Includes = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${theme.space[3]};
    color: ${theme.colors.textInverse};
  }
  svg {
    flex: none;
    color: ${theme.colors.accentOnInk};
  }
`;

const Related = styled.ul`
  display: grid;
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

const LoadingHero = styled(Hero)`
  padding-top: ${theme.space[20]};
`;

const ViewCart = styled(Link)`
  ${inkLink}
`;

/**
 * Up to three related products: the same category first, then the rest of the catalogue; never
 * one of `excluded` (owned or already in the cart).
 */
export function relatedProducts(
  products: readonly Product[],
  product: Product,
  excluded: ReadonlySet<string> = new Set(),
): Product[] {
  const same = recommendationsFor(products, product, excluded);
  const others = products.filter(
    (candidate) =>
      candidate.id !== product.id && candidate.category !== product.category && !excluded.has(candidate.id),
  );
  return [...same, ...others].slice(0, 3);
}

function Purchase({ product }: { product: Product }) {
  const owned = useOwnedProductIds().has(product.id);
  const [added, setAdded] = useState(false);
  const addToCart = useAddToCart(() => setAdded(true));
  return (
    <Buy>
      <BuyRow>
        {owned ? <InLibraryBadge /> : <PriceTag>{formatRupees(product.price)}</PriceTag>}
        {owned ? (
          <Downloads>
            <DownloadKitButton product={product} size="lg" />
            <DownloadKitButton product={product} format="md" variant="secondary" size="lg" />
          </Downloads>
        ) : (
          <Button size="lg" icon={<CartIcon size="sm" />} onClick={() => addToCart(product)} {...addToCartSignedOut}>
            Add to Cart
          </Button>
        )}
      </BuyRow>
      {owned ? (
        <Muted>
          You own this product: its PDF guide, with your name on it, and its Markdown source are ready to download.
        </Muted>
      ) : added ? (
        <Muted role="status">
          Added to your cart. <ViewCart to="/cart">View Cart</ViewCart>
        </Muted>
      ) : (
        <Muted>One payment, yours to keep: instant download after checkout.</Muted>
      )}
    </Buy>
  );
}

/**
 * The related products, for the lower half of the page: the catalogue, the kits not to offer and
 * the cards are worked out only when that half renders (a moment after a press that opens the page).
 */
function RelatedProducts({ product }: { product: Product }) {
  const { data: catalogue } = useProductsQuery();
  const addToCart = useAddToCart();
  const unofferable = useUnofferableProductIds();
  const related = catalogue ? relatedProducts(catalogue.products, product, unofferable) : [];
  if (related.length === 0) return null;
  return (
    <>
      <SectionTitle>Related products</SectionTitle>
      <Related>
        {related.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} onAdd={addToCart} headingLevel="h3" />
          </li>
        ))}
      </Related>
    </>
  );
}

/** `/products/:id`: the product's image, long description, category, price, purchase and related products. */
export function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, error, isLoading, isFetching, refetch } = useProductQuery(id);

  if (error && 'status' in error && error.status === 404) return <NotFoundPage />;
  if (error && !product)
    return (
      <InkPage>
        <PageMeta title={LOAD_FAILED.title} description={LOAD_FAILED.fallback} />
        <InkContainer>
          <Back to="/products">
            <ArrowLeftIcon size="sm" /> All products
          </Back>
          <Failed>
            <PageTitle tabIndex={-1}>{LOAD_FAILED.title}</PageTitle>
            <Lead role="alert">{errorMessage(error, LOAD_FAILED.fallback)}</Lead>
            <div>
              <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          </Failed>
        </InkContainer>
      </InkPage>
    );
  if (isLoading || !product)
    return (
      <InkPage>
        <InkContainer>
          <SkeletonGroup label="Loading product...">
            <LoadingHero>
              <Skeleton shape="rect" inverse height="22rem" />
              <Details>
                <Skeleton inverse width="25%" height="1.5rem" />
                <Skeleton inverse width="80%" height="3rem" />
                <Skeleton inverse />
                <Skeleton inverse />
                <Skeleton inverse width="60%" />
              </Details>
            </LoadingHero>
          </SkeletonGroup>
        </InkContainer>
      </InkPage>
    );

  const details = PRODUCT_DETAILS[product.id];
  const format = guideFormat(product.id);
  return (
    <InkPage>
      <PageMeta
        title={product.title}
        description={product.description}
        path={`/products/${product.id}`}
        type="product"
        image={product.image}
        jsonLd={productJsonLd(product)}
      />
      <InkContainer>
        <Back to="/products">
          <ArrowLeftIcon size="sm" /> All products
        </Back>
        <Hero>
          <Figure>
            <ProductImage
              image={product.image}
              alt={`${product.title}: the cover and first pages of the PDF guide`}
              sizes={PREVIEW_SIZES.hero}
              fetchPriority="high"
            />
          </Figure>
          <Details>
            <HeroCategory>{product.category}</HeroCategory>
            <PageTitle tabIndex={-1}>
              <KeepWordsWhole>{product.title}</KeepWordsWhole>
            </PageTitle>
            <Lead>
              <KeepWordsWhole>{product.description}</KeepWordsWhole>
            </Lead>
            <Purchase product={product} />
            {format && (
              <Eyebrow>
                Format: <span>{format}</span>
              </Eyebrow>
            )}
          </Details>
        </Hero>
        <BelowTheFold>
          {details && (
            <Overview>
              <section aria-labelledby="product-about">
                <SectionTitle id="product-about">About this product</SectionTitle>
                <Story>
                  {details.story.map((paragraph) => (
                    <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                  ))}
                </Story>
              </section>
              <section aria-labelledby="product-includes">
                <SectionTitle id="product-includes">What you get</SectionTitle>
                <Includes>
                  {details.includes.map((item) => (
                    <li key={item}>
                      <CheckIcon size="sm" />
                      {item}
                    </li>
                  ))}
                </Includes>
              </section>
            </Overview>
          )}
          <RelatedProducts product={product} />
        </BelowTheFold>
      </InkContainer>
    </InkPage>
  );
}
