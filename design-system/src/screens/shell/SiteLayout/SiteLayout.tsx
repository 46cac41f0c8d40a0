import { lazy, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LoadOnOpen } from '../../../primitives/LoadOnOpen';
import { CartButton } from '../CartButton';
import { Footer } from '../Footer';
import { NavigationBar } from '../NavigationBar';

/** The cart panel, and the pay flow behind it, load the first time the cart opens. */
const CartPanel = lazy(() => import('../CartPanel/CartPanel').then((module) => ({ default: module.CartPanel })));

export interface SiteLayoutProps {
  children: ReactNode;
}

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.notification};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`;

/**
 * Every page but `/products`: the navigation bar, the floating cart button and its panel, the
 * page in `<main id="main">`, and the footer.
 */
export function SiteLayout({ children }: SiteLayoutProps) {
  const [cartOpen, setCartOpen] = useState(false);
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavigationBar />
      <CartButton onClick={() => setCartOpen(true)} aria-expanded={cartOpen} />
      <LoadOnOpen open={cartOpen}>
        <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} />
      </LoadOnOpen>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
