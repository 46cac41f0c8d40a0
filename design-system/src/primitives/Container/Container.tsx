import type { ComponentProps, ElementType } from 'react';
import styled from 'styled-components';
import { theme } from '../../tokens';

export type ContainerSize = 'narrow' | 'default' | 'wide' | 'prose';

export interface ContainerProps extends ComponentProps<'div'> {
  /** The element: `div` by default, `main`, `section`… */
  as?: ElementType;
  /** `prose` for reading (40rem), `narrow` for forms and checkout (48rem), `default` (72rem), `wide` (84rem). */
  size?: ContainerSize;
}

const StyledContainer = styled.div<{ $size: ContainerSize }>`
  width: 100%;
  max-width: ${({ theme, $size }) =>
    ({
      prose: theme.sizes.prose,
      narrow: theme.sizes.containerNarrow,
      default: theme.sizes.container,
      wide: theme.sizes.containerWide,
    })[$size]};
  margin: 0 auto;
  padding: 0 ${theme.space[4]};

  ${theme.media.md} {
    padding: 0 ${theme.space[8]};
  }
`;

/** Centres content at one of the page's maximum widths, with the page's side padding. */
export function Container({ size = 'default', ...rest }: ContainerProps) {
  return <StyledContainer $size={size} {...rest} />;
}
