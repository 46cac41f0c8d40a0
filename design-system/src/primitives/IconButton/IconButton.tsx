import type { ComponentProps, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner';
import { theme } from '../../tokens';

export type IconButtonVariant = 'ghost' | 'solid' | 'outline' | 'inverse' | 'brand';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** The accessible name. An icon alone says nothing to a screen reader, so it is required. */
  label: string;
  /** One icon from the set (`CloseIcon`, `MenuIcon`…); it is hidden from assistive technology. */
  icon: ReactNode;
  /** `ghost` in bars and rows, `solid` on a surface, `outline` beside buttons, `brand` for emphasis, `inverse` on ink. */
  variant?: IconButtonVariant;
  /** `sm` in dense rows, `md` by default, `lg` for touch-first bars. */
  size?: IconButtonSize;
  /** Busy: disabled, a spinner in place of the icon, `aria-busy`. */
  loading?: boolean;
  /** Unavailable: greyed and skipped by Tab. */
  disabled?: boolean;
  /** Called on click, Enter or Space. */
  onClick?: ComponentProps<'button'>['onClick'];
}

const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => theme.sizes.control[$size]};
  height: ${({ theme, $size }) => theme.sizes.control[$size]};
  padding: 0;
  border: ${theme.borderWidths.thin} solid transparent;
  border-radius: ${theme.radii.round};
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast}ms ${theme.easings.standard},
    color ${theme.durations.fast}ms ${theme.easings.standard};

  ${({ theme, $variant }) => {
    const { colors } = theme;
    switch ($variant) {
      case 'solid':
        return css`
          background: ${colors.borderSubtle};
          color: ${colors.text};
          &:hover:not(:disabled) {
            background: ${colors.border};
          }
        `;
      case 'outline':
        return css`
          background: ${colors.surface};
          color: ${colors.text};
          border-color: ${colors.borderInput};
          &:hover:not(:disabled) {
            background: ${colors.brandSoft};
          }
        `;
      case 'inverse':
        return css`
          background: transparent;
          color: ${colors.textInverse};
          &:hover:not(:disabled) {
            background: ${colors.surfaceInkRaised};
          }
        `;
      case 'brand':
        return css`
          background: ${colors.brand};
          color: ${colors.onBrand};
          &:hover:not(:disabled) {
            background: ${theme.palette.green300};
          }
        `;
      default:
        return css`
          background: transparent;
          color: inherit;
          &:hover:not(:disabled) {
            background: ${colors.borderSubtle};
          }
        `;
    }
  }}

  &:disabled {
    cursor: not-allowed;
    background: ${theme.colors.disabled.background};
    color: ${theme.colors.disabled.text};
    border-color: transparent;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }

  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

/** A round button showing only an icon; `label` names it for assistive technology and as its tooltip. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      $variant={variant}
      $size={size}
      type={type}
      aria-label={label}
      title={title ?? label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner label={null} size="sm" /> : icon}
    </StyledIconButton>
  );
}
