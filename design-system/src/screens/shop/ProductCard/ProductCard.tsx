import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, type Product } from '@profit/contract';
import { Button, CartIcon, EyeIcon, KeepWordsWhole } from '../../../primitives';
import { addToCartSignedOut } from '../../../flows/useAddToCart';
import { DownloadKitButton, InLibraryBadge } from '../OwnedKit';
import { PREVIEW_SIZES, ProductPreview } from '../ProductPreview';
import { inkPanel } from '../surfaces';
import { theme } from '../../../tokens';

export interface ProductCardProps {
  product: Product;
  onAdd: (product: Product) => void;
  /** `h2` on the products page, `h3` where the cards sit under a section heading. */
  headingLevel?: 'h2' | 'h3';
  /** In the shopper's library: 'In your library' and Download instead of the price and Add to Cart. */
  owned?: boolean;
}

const Article = styled.article`
  ${inkPanel}
  display: flex;
  flex-direction: column;
  overflow: hidden;
  transition:
    transform ${theme.durations.normal}ms ${theme.easings.standard},
    border-color ${theme.durations.normal}ms ${theme.easings.standard};

  &:hover,
  &:focus-within {
    transform: translateY(-4px);
    border-color: ${theme.colors.brandStrong};
  }

  ${theme.media.reducedMotion} {
    transition: none;
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
`;

/** A product's preview filling an 8:5 slot of a card or the product page. */
export const ProductImage = styled(ProductPreview)`
  display: block;
  width: 100%;
  /* The width and height attributes reserve the box; the height follows the width from there. */
  height: auto;
  aspect-ratio: 8 / 5;
  object-fit: cover;
  background: ${theme.colors.borderOnInk};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
`;

export const Category = styled.span`
  align-self: flex-start;
  padding: ${`${theme.space[1]} ${theme.space[3]}`};
  border: ${theme.borderWidths.thin} solid ${theme.colors.brandStrong};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.palette.green300};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.textInverse};
`;

const Description = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.relaxed};
  color: ${theme.colors.textOnInkMuted};
`;

/** Price, then the actions; on a narrow card the actions move under the price as one group. */
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-top: auto;
  padding-top: ${theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin-left: auto;

  & > button {
    white-space: nowrap;
  }
`;

export const PriceTag = styled.p`
  margin: 0;
  white-space: nowrap;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.textInverse};
`;

/** The secondary icon button: a link to the product page, round, outlined. */
export const IconLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${theme.sizes.control.md};
  height: ${theme.sizes.control.md};
  border: ${theme.borderWidths.thin} solid ${theme.colors.textOnInkMuted};
  border-radius: ${theme.radii.round};
  color: ${theme.colors.textInverse};

  &:hover {
    border-color: ${theme.colors.brand};
    color: ${theme.colors.brand};
  }
  &:focus-visible {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.brand};
    outline-offset: ${theme.space.half};
  }
`;

/** A product of the catalogue: image, category, title, description, price, Add to Cart and View Content. */
export function ProductCard({ product, onAdd, headingLevel = 'h2', owned = false }: ProductCardProps) {
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <ProductImage image={product.image} alt="" sizes={PREVIEW_SIZES.card} />
      <Body>
        <Category>{product.category}</Category>
        <Title as={headingLevel} id={titleId}>
          <KeepWordsWhole>{product.title}</KeepWordsWhole>
        </Title>
        <Description>
          <KeepWordsWhole>{product.description}</KeepWordsWhole>
        </Description>
        <Footer>
          {owned ? <InLibraryBadge /> : <PriceTag>{formatRupees(product.price)}</PriceTag>}
          <Actions>
            <IconLink to={`/products/${product.id}`} aria-label={`View Content: ${product.title}`} title="View Content">
              <EyeIcon />
            </IconLink>
            {owned ? (
              <DownloadKitButton product={product} />
            ) : (
              <Button
                icon={<CartIcon size="sm" />}
                onClick={() => onAdd(product)}
                aria-describedby={titleId}
                {...addToCartSignedOut}
              >
                Add to Cart
              </Button>
            )}
          </Actions>
        </Footer>
      </Body>
    </Article>
  );
}
