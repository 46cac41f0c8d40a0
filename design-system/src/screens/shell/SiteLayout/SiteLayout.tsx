import { Activity, type ReactNode } from 'react';
import styled from 'styled-components';
import { FloatingCart } from '../FloatingCart';
import { Footer } from '../Footer';
import { NavigationBar } from '../NavigationBar';
import { theme } from '../../../tokens';

/** The parts of the layout around the page. */
export type ChromePart = 'bar' | 'floating cart' | 'footer';

export interface SiteLayoutProps {
  children: ReactNode;
  /**
   * The page alone in its `<main>`, without the bar, the floating cart and the footer (the
   * catalogue, which has its own cart): the bar and the footer stay rendered, hidden and idle, so
   * the next page of the site shows them at once rather than rendering and styling them with the
   * press.
   */
  bare?: boolean;
  /**
   * What the bar, the floating cart and the footer (`part`) are rendered in, where the page in
   * `<main>` is not: the storefront tells them the router's address there (each page is told its own).
   */
  wrapChrome?: (chrome: ReactNode, part: ChromePart) => ReactNode;
}

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space[4]};
  top: ${theme.space[2]};
  z-index: ${theme.zIndices.notification};
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.onBrand};
  font-weight: ${theme.fontWeights.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

// Made once: the layout renders again whenever a page is shown, rendered ahead or dropped, and the
// bar, the floating cart and the footer (three dozen links) have no reason to; what they follow
// (the address, the cart, the session) reaches them through context and the store.
const BAR = (
  <>
    <SkipLink href="#main">Skip to content</SkipLink>
    <NavigationBar />
  </>
);
const FLOATING_CART = <FloatingCart />;
const FOOTER = <Footer />;

const Main = styled.main`
  display: block;
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`;

/**
 * Every page: the navigation bar, the floating cart button and its panel, the page in
 * `<main id="main">`, and the footer; or, for a bare page, the page alone in the same `<main>`.
 * The same element either way, so a page rendered ahead beside a bare one (or the other way) is
 * revealed as it is rather than rendered again in another parent.
 */
export function SiteLayout({ children, bare = false, wrapChrome = (chrome) => chrome }: SiteLayoutProps) {
  const chrome = bare ? 'hidden' : 'visible';
  return (
    <>
      {wrapChrome(<Activity mode={chrome}>{BAR}</Activity>, 'bar')}
      {/* A bare page has its own (one cart panel on a page: it opens from the store's state). */}
      {!bare && wrapChrome(FLOATING_CART, 'floating cart')}
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {wrapChrome(<Activity mode={chrome}>{FOOTER}</Activity>, 'footer')}
    </>
  );
}
