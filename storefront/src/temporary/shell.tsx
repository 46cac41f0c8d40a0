import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CATALOGUE } from '@profit/contract';
import { useServices } from '@profit/design-system/services';

const FOOTER = [
  '/report-bug',
  '/#store',
  ...CATALOGUE.slice(0, 4).map((product) => `/products/${product.id}`),
  '/contact-us',
  '/status',
  '/testimonials',
  '/success-stories',
  '/about',
  '/services',
  '/blog',
  '/help-center',
  '/chat-support',
  '/documentation',
  '/terms',
  '/privacy',
  '/cookies',
];

/** Temporary (front's `SiteLayout` replaces it). */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <nav aria-label="Main">
          <Link to="/">Profit</Link> <Link to="/about">About</Link> <Link to="/products">Store</Link>{' '}
          <Link to="/services">Services</Link> <Link to="/blog">Blog</Link> <Link to="/contact">Contact Us</Link>{' '}
          <Link to="/signin">Sign In</Link> <Link to="/cart">Cart</Link>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer>
        <nav aria-label="Footer">
          {FOOTER.map((to) => (
            <Link key={to} to={to}>
              {to}
            </Link>
          ))}
        </nav>
      </footer>
    </>
  );
}

/** Temporary (front's `ModeNotice` replaces it). */
export function ModeNotice() {
  const { mode } = useServices();
  if (mode === 'live') return null;
  return <p role="note">Demo store: payments are simulated</p>;
}
