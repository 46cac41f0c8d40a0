import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner';
import { theme } from '../../tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  /**
   * The weight of the action: `primary` for the one main action of a view, `secondary` beside it,
   * `ghost` for quiet actions in dense places, `danger` for removing or cancelling, `inverse` on ink.
   */
  variant?: ButtonVariant;
  /** `sm` in rows and tables, `md` by default, `lg` for a page's main call to action. */
  size?: ButtonSize;
  /** Stretches to its container's width (phone layouts, bottom bars). */
  fullWidth?: boolean;
  /** An icon before the text; it is decorative, the text names the button. */
  icon?: ReactNode;
  /** The label: a verb that says what happens ('Add to Cart', 'Pay Now'). */
  children: ReactNode;
}

export type ButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Busy: the button is disabled, shows a spinner and `loadingText` (e.g. 'Processing...'). */
    loading?: boolean;
    /** What the button says while `loading` (it becomes its accessible name); the label stays without it. */
    loadingText?: ReactNode;
    /** Unavailable: greyed and out of the tab order. Prefer explaining why nearby. */
    disabled?: boolean;
    /** `button` unless it submits a form. */
    type?: 'button' | 'submit' | 'reset';
    /** Called on click, Enter or Space. */
    onClick?: ButtonHTMLAttributes<HTMLButtonElement>['onClick'];
  };

/** A link that looks like a button: `to` for a route of the app, `href` for anything else. */
export type ButtonLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  ({ to: string; href?: never } | { href: string; to?: never });

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: ${({ theme, $size }) => theme.sizes.control[$size]};
  padding: 0 ${({ theme, $size }) => theme.space[$size === 'sm' ? 3 : $size === 'md' ? 4 : 6]};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${theme.radii.pill};
  border: ${theme.borderWidths.thick} solid transparent;
  font-family: ${theme.fonts.body};
  font-size: ${({ theme, $size }) => theme.fontSizes[$size === 'lg' ? 'lg' : $size === 'md' ? 'md' : 'sm']};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast}ms ${theme.easings.standard},
    transform ${theme.durations.fast}ms ${theme.easings.standard};

  ${({ theme, $variant }) => {
    const { colors } = theme;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${colors.brand};
          color: ${colors.onBrand};
          &:hover:not(:disabled) {
            background: ${theme.palette.green300};
          }
        `;
      case 'secondary':
        return css`
          background: ${colors.surface};
          color: ${colors.text};
          border-color: ${colors.text};
          &:hover:not(:disabled) {
            background: ${colors.brandSoft};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${colors.text};
          &:hover:not(:disabled) {
            background: ${colors.borderSubtle};
          }
        `;
      case 'danger':
        return css`
          background: ${colors.danger.strong};
          color: ${colors.textInverse};
          &:hover:not(:disabled) {
            background: ${colors.danger.text};
          }
        `;
      case 'inverse':
        return css`
          background: ${colors.surfaceInverse};
          color: ${colors.textInverse};
          &:hover:not(:disabled) {
            background: ${theme.palette.ink700};
          }
        `;
    }
  }}

  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  /* Loading keeps its colours (it is busy, not unavailable); disabled is flat grey and says so. */
  &[aria-busy='true'] {
    cursor: progress;
  }
  &:disabled:not([aria-busy='true']),
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${theme.colors.disabled.background};
    color: ${theme.colors.disabled.text};
    border-color: ${theme.colors.disabled.border};
    box-shadow: none;
  }

  ${theme.media.reducedMotion} {
    transition: none;
    &:active:not(:disabled) {
      transform: none;
    }
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

/** The shop's button: a real `<button>`, `type="button"` unless told otherwise. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  loading = false,
  loadingText,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner label={null} size="sm" /> : icon}
      {loading && loadingText ? loadingText : children}
    </StyledButton>
  );
}

/** A link styled as a button: navigation stays a link for assistive technology. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  children,
  ...rest
}: ButtonLinkProps) {
  const style = { $variant: variant, $size: size, $fullWidth: fullWidth };
  if ('to' in rest && rest.to !== undefined) {
    const { to, ...anchor } = rest;
    return (
      <StyledLink to={to} {...style} {...anchor}>
        {icon}
        {children}
      </StyledLink>
    );
  }
  return (
    <StyledAnchor {...style} {...rest}>
      {icon}
      {children}
    </StyledAnchor>
  );
}
