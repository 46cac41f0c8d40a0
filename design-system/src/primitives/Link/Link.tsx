import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ExternalLinkIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { theme } from '../../tokens';

export type LinkVariant = 'inline' | 'standalone' | 'subtle' | 'inverse';

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /**
   * Where it goes. A path of the shop (`/products`, `/#store`) navigates inside the app with the
   * router; an address of another site (`https://…`) opens in a new tab and says so; `mailto:`
   * and `tel:` stay plain links.
   */
  href: string;
  /** `inline` (underlined) inside text, `standalone` on its own line, `subtle` in footers and lists, `inverse` on ink. */
  variant?: LinkVariant;
  /** Force the external treatment (or turn it off) whatever the address looks like. */
  external?: boolean;
  /** The link's text: says where it goes ('Browse the store'), never 'click here'. */
  children: ReactNode;
}

/** Whether an address leaves the shop: another origin over http(s). */
export function isExternalHref(href: string): boolean {
  if (!/^https?:\/\//i.test(href) && !href.startsWith('//')) return false;
  if (typeof window === 'undefined') return true;
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

const isAppPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

const linkStyles = css<{ $variant: LinkVariant }>`
  display: inline;
  border-radius: ${theme.radii.sm};
  font-weight: ${({ theme, $variant }) => ($variant === 'standalone' ? theme.fontWeights.semibold : 'inherit')};
  text-decoration-line: ${({ $variant }) => ($variant === 'inline' ? 'underline' : 'none')};
  text-decoration-thickness: from-font;
  text-underline-offset: 0.2em;
  color: ${({ theme, $variant }) =>
    $variant === 'inverse' ? theme.colors.accentOnInk : $variant === 'subtle' ? 'inherit' : theme.colors.brandStrong};
  transition: color ${theme.durations.fast}ms ${theme.easings.standard};

  &:hover {
    text-decoration-line: underline;
    color: ${({ theme, $variant }) => ($variant === 'inverse' ? theme.colors.textInverse : theme.colors.text)};
  }

  & > svg {
    display: inline-block;
    margin-left: 0.2em;
    width: 0.9em;
    height: 0.9em;
    vertical-align: -0.05em;
  }

  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

const StyledAnchor = styled.a<{ $variant: LinkVariant }>`
  ${linkStyles}
`;
const StyledRouterLink = styled(RouterLink)<{ $variant: LinkVariant }>`
  ${linkStyles}
`;

/**
 * A link. Paths of the shop go through the router (no page reload); other sites open in a new
 * tab with `rel="noopener noreferrer"`, an icon, and "(opens in a new tab)" for screen readers.
 */
export function Link({ href, variant = 'inline', external, children, ...rest }: LinkProps) {
  const leaves = external ?? isExternalHref(href);
  if (leaves) {
    return (
      <StyledAnchor $variant={variant} href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <ExternalLinkIcon />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </StyledAnchor>
    );
  }
  if (isAppPath(href)) {
    return (
      <StyledRouterLink $variant={variant} to={href} {...rest}>
        {children}
      </StyledRouterLink>
    );
  }
  return (
    <StyledAnchor $variant={variant} href={href} {...rest}>
      {children}
    </StyledAnchor>
  );
}
