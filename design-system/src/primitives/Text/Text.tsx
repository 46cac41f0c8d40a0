import type { ComponentProps, ElementType } from 'react';
import styled from 'styled-components';
import { typeStep } from '../Heading';

export type TextSize = 'lead' | 'body' | 'small' | 'caption' | 'eyebrow';
export type TextTone = 'default' | 'muted' | 'inverse' | 'inverseMuted' | 'brand' | 'danger' | 'success';

export interface TextProps extends ComponentProps<'p'> {
  /** The element: `p` by default, `span` inline, `div`, `strong`… */
  as?: ElementType;
  /** A step of the type ramp: `lead` under a heading, `body` by default, `small` and `caption` for notes, `eyebrow` above a heading. */
  size?: TextSize;
  /** `muted` for secondary copy, `danger`/`success` for states, `inverse` and `inverseMuted` on ink. */
  tone?: TextTone;
  /** Emphasis within the step (prefer `strong` via `as` for meaning). */
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  /** `center` in heroes and empty states; `start` everywhere else. */
  align?: 'start' | 'center' | 'end';
  /** Keep lines to a readable measure (about 65 characters). */
  measure?: boolean;
  /** Tabular figures, for prices and counts that line up. */
  numeric?: boolean;
}

interface StyleProps {
  $size: TextSize;
  $tone: TextTone;
  $weight?: TextProps['weight'];
  $align: 'start' | 'center' | 'end';
  $measure: boolean;
  $numeric: boolean;
}

const StyledText = styled.p<StyleProps>`
  margin: 0;
  ${({ $size }) => typeStep($size)}
  ${({ theme, $weight }) => ($weight ? `font-weight: ${theme.fontWeights[$weight]};` : '')}
  text-align: ${({ $align }) => $align};
  text-wrap: pretty;
  ${({ theme, $measure }) => ($measure ? `max-width: ${theme.sizes.prose};` : '')}
  ${({ $numeric }) => ($numeric ? 'font-variant-numeric: tabular-nums;' : '')}
  color: ${({ theme, $tone }) =>
    ({
      default: 'inherit',
      muted: theme.colors.textMuted,
      inverse: theme.colors.textInverse,
      inverseMuted: theme.colors.textOnInkMuted,
      brand: theme.colors.brandStrong,
      danger: theme.colors.danger.text,
      success: theme.colors.success.text,
    })[$tone]};
`;

/** Body copy on the type ramp: lead, body, small, caption and the uppercase eyebrow. */
export function Text({
  as,
  size = 'body',
  tone = 'default',
  weight,
  align = 'start',
  measure = false,
  numeric = false,
  ...rest
}: TextProps) {
  return (
    <StyledText
      as={as}
      $size={size}
      $tone={tone}
      $weight={weight}
      $align={align}
      $measure={measure}
      $numeric={numeric}
      {...rest}
    />
  );
}
