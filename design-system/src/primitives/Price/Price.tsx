import { formatRupees } from '@profit/contract';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { theme } from '../../tokens';

export interface PriceProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The amount in integer paise (Rs 1,497 is `149700`), as the server decided it. */
  paise: number;
  /** A higher earlier price, shown struck through and read as "was". */
  compareAtPaise?: number;
  /** `sm` in rows and the cart, `md` on cards, `lg` and `xl` on a product page or a plan. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** After the amount, e.g. "/ month". */
  suffix?: string;
  /** `inverse` on ink surfaces. */
  tone?: 'default' | 'inverse';
}

const Wrap = styled.span<{ $size: NonNullable<PriceProps['size']>; $tone: 'default' | 'inverse' }>`
  display: inline-flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.colors.textInverse : 'inherit')};
  font-size: ${({ theme, $size }) => ({ sm: theme.fontSizes.sm, md: theme.fontSizes.md, lg: theme.fontSizes.xl, xl: theme.fontSizes['3xl'] })[$size]};
`;

const Amount = styled.data`
  font-family: ${theme.fonts.heading};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.tight};
`;

const Was = styled.s<{ $tone: 'default' | 'inverse' }>`
  font-size: 0.75em;
  color: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.colors.textOnInkMuted : theme.colors.textMuted)};
`;

const Suffix = styled.span<{ $tone: 'default' | 'inverse' }>`
  font-size: 0.75em;
  color: ${({ theme, $tone }) => ($tone === 'inverse' ? theme.colors.textOnInkMuted : theme.colors.textMuted)};
`;

/** Money as the shop shows it (`Rs 1,49,700.00`), from integer paise: never a float. */
export function Price({ paise, compareAtPaise, size = 'md', suffix, tone = 'default', ...rest }: PriceProps) {
  const discounted = compareAtPaise !== undefined && compareAtPaise > paise;
  return (
    <Wrap $size={size} $tone={tone} {...rest}>
      <Amount value={String(paise)}>{formatRupees(paise)}</Amount>
      {suffix && <Suffix $tone={tone}>{suffix}</Suffix>}
      {discounted && (
        <Was $tone={tone}>
          <VisuallyHidden>was </VisuallyHidden>
          {formatRupees(compareAtPaise)}
        </Was>
      )}
    </Wrap>
  );
}
