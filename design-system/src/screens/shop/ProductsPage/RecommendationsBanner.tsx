import { useCallback, useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, type Product } from '@profit/contract';
import { Button, CheckIcon, CloseIcon, IconButton, PlusIcon, useBottomBarRoom } from '../../../primitives';
import { inkLink, inkPanel } from '../surfaces';
import { useAutoHide } from './useAutoHide';
import { theme } from '../../../tokens';

export interface RecommendationsBannerProps {
  /** The product just added; `null` hides the banner. */
  added: { product: Product; at: number } | null;
  recommendations: Product[];
  onAdd: (product: Product) => void;
  onClose: () => void;
}

const Bar = styled.aside`
  ${inkPanel}
  position: fixed;
  z-index: ${theme.zIndices.sticky};
  left: ${theme.space[3]};
  right: ${theme.space[3]};
  bottom: ${theme.space[3]};
  display: grid;
  gap: ${theme.space[3]};
  max-width: ${theme.sizes.container};
  margin: 0 auto;
  padding: ${theme.space[4]};
  background: ${theme.colors.surfaceInverse};
  border-top: ${theme.borderWidths.accent} solid ${theme.colors.brand};
  color: ${theme.colors.textInverse};

  ${theme.media.md} {
    padding: ${theme.space[5]};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
`;

const Heading = styled.div`
  flex: 1;
  display: grid;
  gap: ${theme.space[1]};
`;

const Added = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.brand};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.semibold};
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space[3]};
  }
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[2]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
  border-radius: ${theme.radii.lg};
`;

const Thumb = styled.img`
  flex: none;
  width: ${theme.sizes.control.lg};
  height: ${theme.sizes.control.lg};
  border-radius: ${theme.radii.md};
  object-fit: cover;
`;

const ItemText = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
`;

const ItemTitle = styled.span`
  overflow: hidden;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const ItemPrice = styled.span`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textOnInkMuted};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const ViewCart = styled(Link)`
  ${inkLink}
`;

function Recommendation({ product, onAdd }: { product: Product; onAdd: (product: Product) => void }) {
  const titleId = useId();
  return (
    <Item>
      <Thumb src={product.image} alt="" width={48} height={48} />
      <ItemText>
        <ItemTitle id={titleId}>{product.title}</ItemTitle>
        <ItemPrice>{formatRupees(product.price)}</ItemPrice>
      </ItemText>
      <Button size="sm" icon={<PlusIcon size="sm" />} onClick={() => onAdd(product)} aria-describedby={titleId}>
        Add
      </Button>
    </Item>
  );
}

/**
 * The bottom banner after an Add to Cart: 'Customers who bought "{title}" also bought:' with up to
 * three more of the same category, a close button and View Cart. It hides itself after 10 s, the
 * countdown paused while the pointer or focus is inside it.
 */
export function RecommendationsBanner({ added, recommendations, onAdd, onClose }: RecommendationsBannerProps) {
  const titleId = useId();
  const hide = useCallback(() => onClose(), [onClose]);
  const pause = useAutoHide(added?.at ?? null, hide);
  const bottomBar = useBottomBarRoom<HTMLElement>();
  if (!added) return null;
  return (
    <Bar
      ref={bottomBar}
      aria-labelledby={recommendations.length > 0 ? titleId : undefined}
      aria-label={recommendations.length > 0 ? undefined : 'Added to cart'}
      {...pause}
    >
      <Head>
        <Heading>
          <Added role="status">
            <CheckIcon size="sm" /> {added.product.title} is in your cart
          </Added>
          {recommendations.length > 0 && (
            <Title id={titleId}>Customers who bought &quot;{added.product.title}&quot; also bought:</Title>
          )}
        </Heading>
        <IconButton label="Close" icon={<CloseIcon size="sm" />} variant="inverse" onClick={onClose} />
      </Head>
      {recommendations.length > 0 && (
        <List>
          {recommendations.map((product) => (
            <Recommendation key={product.id} product={product} onAdd={onAdd} />
          ))}
        </List>
      )}
      <Actions>
        <ViewCart to="/cart">View Cart</ViewCart>
      </Actions>
    </Bar>
  );
}
