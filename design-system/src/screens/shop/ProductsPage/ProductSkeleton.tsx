import styled, { keyframes } from 'styled-components';
import { inkPanel } from '../surfaces';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A placeholder of the card's final size (image 8:5, badge, title, three lines, footer). */
const Card = styled.div`
  ${inkPanel}
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

type Height = 'line' | 'title' | 'control';

const Block = styled.div<{ $width?: string; $height: Height; $round?: boolean }>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ theme, $height }) =>
    $height === 'line' ? theme.space[3] : $height === 'title' ? theme.space[6] : theme.sizes.control.md};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.pill : theme.radii.sm)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.palette.ink700} 0%,
    ${({ theme }) => theme.palette.ink500} 50%,
    ${({ theme }) => theme.palette.ink700} 100%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ${({ theme }) => theme.easings.standard} infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Image = styled(Block)`
  aspect-ratio: 8 / 5;
  height: auto;
  border-radius: 0;
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
`;

export function ProductSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="product-skeleton">
      <Image $height="line" />
      <Body>
        <Block $width="30%" $height="title" $round />
        <Block $width="70%" $height="title" />
        <Block $height="line" />
        <Block $height="line" />
        <Block $width="60%" $height="line" />
        <Footer>
          <Block $width="30%" $height="title" />
          <Block $width="45%" $height="control" $round />
        </Footer>
      </Body>
    </Card>
  );
}
