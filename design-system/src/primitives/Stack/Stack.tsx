import type { ComponentProps, ElementType } from 'react';
import styled from 'styled-components';
import type { Space } from '../../tokens';

export interface StackProps extends ComponentProps<'div'> {
  /** The element: `div` by default, `ul` for a list, `nav`… */
  as?: ElementType;
  /** `column` (default) stacks; `row` lines up; `responsive` stacks on a phone and lines up from 768 px. */
  direction?: 'column' | 'row' | 'responsive';
  /** The space between items, a step of the theme's spacing scale. */
  gap?: Space;
  /** Where items sit across the direction (`stretch` fills the width of a column). */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** How items spread along the direction; `between` pushes the first and last to the ends. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Lets a row wrap onto more lines when it runs out of room. */
  wrap?: boolean;
}

const justifyValues = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const alignValues = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;

const StyledStack = styled.div<{
  $direction: NonNullable<StackProps['direction']>;
  $gap: Space;
  $align?: StackProps['align'];
  $justify?: StackProps['justify'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => ($direction === 'row' ? 'row' : 'column')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ $align }) => ($align ? `align-items: ${alignValues[$align]};` : '')}
  ${({ $justify }) => ($justify ? `justify-content: ${justifyValues[$justify]};` : '')}
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;

  ${({ theme, $direction }) => ($direction === 'responsive' ? `${theme.media.md} { flex-direction: row; }` : '')}
`;

/** Lays its children out in a column or a row with a gap from the spacing scale. */
export function Stack({ direction = 'column', gap = 4, align, justify, wrap = false, ...rest }: StackProps) {
  return <StyledStack $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...rest} />;
}
