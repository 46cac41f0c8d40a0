import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { BRAND_NAME } from '../../tokens/brand';
import { theme } from '../../tokens';

export interface LogoProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The mark's side from the theme's logo sizes (`md` by default); the name scales with it. */
  size?: 'sm' | 'md' | 'lg';
  /** `inverse` on ink surfaces (the footer, the hero). */
  tone?: 'default' | 'inverse';
  /** The mark alone (a favicon-sized spot). */
  markOnly?: boolean;
  /** Hidden from assistive technology when the surrounding link already names it. */
  decorative?: boolean;
}

const Wrap = styled.span<{ $size: 'sm' | 'md' | 'lg'; $tone: 'default' | 'inverse' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  font-family: ${theme.fonts.heading};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.tighter};
  font-size: ${({ theme, $size }) => `calc(${theme.sizes.logo[$size]} * 0.62)`};
  line-height: 1;
  color: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.colors.textInverse : theme.colors.text)};

  & > svg {
    width: ${({ theme, $size }) => theme.sizes.logo[$size]};
    height: ${({ theme, $size }) => theme.sizes.logo[$size]};
    flex: none;
  }
  & .mark-tile {
    fill: ${theme.colors.brand};
  }
  & .mark-line {
    stroke: ${theme.colors.onBrand};
  }
`;

/** The store's logo: a green tile with a rising line, and the name beside it. */
export function Logo({ size = 'md', tone = 'default', markOnly = false, decorative = false, ...rest }: LogoProps) {
  return (
    <Wrap
      $size={size}
      $tone={tone}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : BRAND_NAME}
      aria-hidden={decorative || undefined}
      {...rest}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className="mark-tile" width="32" height="32" rx="9" />
        <path
          className="mark-line"
          d="M8 21.5l5.5-5.5 4 4L24 13.5M19 13.5h5v5"
          fill="none"
          strokeWidth="2.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!markOnly && <span aria-hidden="true">{BRAND_NAME}</span>}
    </Wrap>
  );
}
