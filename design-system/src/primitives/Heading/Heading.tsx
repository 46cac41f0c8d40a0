import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme, type TypeStepName } from '../../tokens';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = Extract<TypeStepName, 'display' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5'>;
export type HeadingTone = 'default' | 'inverse' | 'brand' | 'muted';

export interface HeadingProps extends ComponentProps<'h2'> {
  /** The document level (`h1`…`h6`): what assistive technology navigates by. */
  level?: HeadingLevel;
  /** The step of the type ramp it is set in, independent of the level (default: the level's step). */
  size?: HeadingSize;
  /** `default` ink, `muted` for quieter headings, `brand` for emphasis, `inverse` on ink surfaces. */
  tone?: HeadingTone;
  /** `center` for heroes and section intros; `start` everywhere else. */
  align?: 'start' | 'center';
  /** The heading's text: short, saying what the section holds. */
  children?: ReactNode;
}

const defaultSize: Record<HeadingLevel, HeadingSize> = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h5' };

/** Sets a step of the type ramp: size, line height, tracking, weight and font together. */
export const typeStep = (step: TypeStepName) => {
  const ramp = theme.typeRamp[step];
  return css`
    font-family: ${theme.fonts[ramp.font]};
    font-size: ${ramp.fontSize};
    line-height: ${ramp.lineHeight};
    letter-spacing: ${ramp.letterSpacing};
    font-weight: ${ramp.fontWeight};
    ${'textTransform' in ramp ? `text-transform: ${ramp.textTransform};` : ''}
  `;
};

const StyledHeading = styled.h2<{ $size: HeadingSize; $tone: HeadingTone; $align: 'start' | 'center' }>`
  margin: 0;
  ${({ $size }) => typeStep($size)}
  text-wrap: balance;
  text-align: ${({ $align }) => $align};
  color: ${({ theme, $tone }) =>
    $tone === 'inverse'
      ? theme.colors.textInverse
      : $tone === 'brand'
        ? theme.colors.brandStrong
        : $tone === 'muted'
          ? theme.colors.textMuted
          : 'inherit'};

  &:focus {
    outline: none;
  }
`;

/** A heading on the type ramp, balanced over its lines; its level and its size are chosen apart. */
export function Heading({ level = 2, size, tone = 'default', align = 'start', ...rest }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $size={size ?? defaultSize[level]} $tone={tone} $align={align} {...rest} />;
}
