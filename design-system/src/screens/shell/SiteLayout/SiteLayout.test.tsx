// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { createContext, useContext, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteLayout, type ChromePart } from './SiteLayout';

// Each part of the layout around the page, counting its renders and showing what it is told.
const renders = vi.hoisted(() => ({ bar: 0, cart: 0, footer: 0 }));
const Told = createContext('nothing');
vi.mock('../NavigationBar', () => ({
  NavigationBar: () => {
    renders.bar++;
    return <header>bar at {useContext(Told)}</header>;
  },
}));
vi.mock('../FloatingCart', () => ({
  FloatingCart: () => {
    renders.cart++;
    return null;
  },
}));
vi.mock('../Footer', () => ({
  Footer: () => {
    renders.footer++;
    return <footer>footer at {useContext(Told)}</footer>;
  },
}));

afterEach(() => {
  cleanup();
  Object.assign(renders, { bar: 0, cart: 0, footer: 0 });
});

describe('SiteLayout', () => {
  it('does not render the bar, the floating cart and the footer again when only its pages change', () => {
    const view = render(
      <SiteLayout>
        <h1>Home</h1>
      </SiteLayout>,
    );
    view.rerender(
      <SiteLayout>
        <h1>Home</h1>
        <h1 hidden>About, rendered ahead</h1>
      </SiteLayout>,
    );
    expect(renders).toEqual({ bar: 1, cart: 1, footer: 1 });
  });

  it('renders each part again when what it is wrapped in tells it something new', () => {
    const at = (address: string) => (chrome: ReactNode, part: ChromePart) => (
      <Told value={part === 'footer' ? '/' : address}>{chrome}</Told>
    );
    const view = render(
      <SiteLayout wrapChrome={at('/')}>
        <h1>Home</h1>
      </SiteLayout>,
    );
    view.rerender(
      <SiteLayout wrapChrome={at('/about')}>
        <h1>About</h1>
      </SiteLayout>,
    );
    expect(view.getByRole('banner').textContent).toBe('bar at /about');
    expect(view.getByRole('contentinfo').textContent).toBe('footer at /');
    expect(renders).toEqual({ bar: 2, cart: 1, footer: 1 });
  });
});
