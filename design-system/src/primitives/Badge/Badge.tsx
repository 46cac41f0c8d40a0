import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { theme, type Tone } from '../../tokens';

export type BadgeTone = Tone | 'brand' | 'neutral';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** `brand` for a highlight ('BEST VALUE'), `neutral` by default, a status tone for states. */
  tone?: BadgeTone;
  /** The label: a word or two, or a number. */
  children?: ReactNode;
}

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${theme.space[1]};
  min-width: ${theme.sizes.badgeMin};
  justify-content: center;
  padding: ${`${theme.space.half} ${theme.space[2]}`};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.normal};
  background: ${({ theme, $tone }) => ($tone === 'brand' ? theme.colors.brand : $tone === 'neutral' ? theme.colors.borderSubtle : theme.colors[$tone].soft)};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.colors.onBrand : $tone === 'neutral' ? theme.colors.text : theme.colors[$tone].text)};
`;

/** A short label: a category, 'BEST VALUE', or a count (give counts an `aria-label`). */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge $tone={tone} {...rest} />;
}
