import styled from 'styled-components';
import { Skeleton } from '../../../primitives';
import { inkPanel } from '../surfaces';
import { theme } from '../../../tokens';

/** A placeholder of the product card's final size: image 8:5, badge, title, three lines, footer. */
const Card = styled.div`
  ${inkPanel}
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

const Image = styled.div`
  aspect-ratio: 8 / 5;
  > * {
    height: 100%;
    border-radius: 0;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin-top: auto;
  padding-top: ${theme.space[3]};
`;

export function ProductSkeleton() {
  return (
    <Card data-testid="product-skeleton">
      <Image>
        <Skeleton shape="rect" inverse />
      </Image>
      <Body>
        <Skeleton inverse width="30%" height="1.5rem" />
        <Skeleton inverse width="70%" height="1.75rem" />
        <Skeleton inverse />
        <Skeleton inverse />
        <Skeleton inverse width="60%" />
        <Footer>
          <Skeleton inverse width="30%" height="1.75rem" />
          <Skeleton inverse shape="rect" width="45%" height="2.5rem" />
        </Footer>
      </Body>
    </Card>
  );
}
