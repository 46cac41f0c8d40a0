import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FloatingCart } from '../FloatingCart';
import { Footer } from '../Footer';
import { NavigationBar } from '../NavigationBar';

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
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <NavigationBar />
      <FloatingCart />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
