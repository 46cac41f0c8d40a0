// @vitest-environment happy-dom
import { createElement as h, lazy, Suspense, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShopRouter, useEntryWhenAsked, useRouterEntry, type RouterEntry } from './ShopRouter';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const heading = () => document.querySelector('h1')?.textContent;

/** A React root in an empty document at the shop's home address. */
function rootAtHome(): Root {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL('http://shop.test/');
  document.body.innerHTML = '<div id="app"></div>';
  return createRoot(document.getElementById('app')!);
}

describe('ShopRouter', () => {
  let root: Root;
  let loadSlow: (page: { default: ComponentType }) => void;
  beforeEach(() => {
    const Slow = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loadSlow = resolve)));
    const Home = () =>
      h(
        'main',
        null,
        h('h1', null, 'Home'),
        h(Link, { to: '/ready' }, 'Ready'),
        h(Link, { to: '/slow' }, 'Slow'),
        h(Link, { to: '/?sort=price' }, 'Sort'),
      );
    root = rootAtHome();
    // As the shop's layout: one boundary with no fallback around every page, which follows the
    // history's entries (the router's own context keeps the first address).
    const Pages = () =>
      h(
        Suspense,
        null,
        h(
          Routes,
          { location: useRouterEntry().location },
          h(Route, { path: '/', element: h(Home) }),
          h(Route, { path: '/ready', element: h('h1', null, 'Ready page') }),
          h(Route, { path: '/slow', element: h(Slow) }),
        ),
      );
    root.render(h(ShopRouter, { isReady: (pathname: string) => pathname !== '/slow', children: h(Pages) }));
  });
  afterEach(() => root.unmount());

  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((candidate) => candidate.textContent === name)!;
  const press = async (name: string) => {
    await nextTask();
    link(name).click();
  };

  it('renders a page whose code is loaded with the press itself, not in a later transition', async () => {
    await press('Ready');
    // A press's update is carried out in the microtasks that follow it; a transition's waits for the scheduler.
    await Promise.resolve();
    expect(heading()).toBe('Ready page');
    expect(window.location.pathname).toBe('/ready');
  });

  it('keeps the current page on screen while the next one’s code loads, then shows it', async () => {
    await press('Slow');
    await nextTask();
    expect(window.location.pathname).toBe('/slow');
    expect(heading()).toBe('Home');
    loadSlow({ default: () => h('h1', null, 'Slow page') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading()).toBe('Slow page');
  });

  it('takes focus off the link pressed before the next page renders, and keeps it for the same page', async () => {
    await nextTask();
    link('Sort').focus();
    await press('Sort');
    await nextTask();
    expect(document.activeElement).toBe(link('Sort'));
    let headingAtBlur: string | undefined;
    link('Ready').addEventListener('blur', () => (headingAtBlur = heading()));
    link('Ready').focus();
    await press('Ready');
    await Promise.resolve();
    expect(heading()).toBe('Ready page');
    expect(headingAtBlur).toBe('Home');
  });
});

describe('useRouterEntry', () => {
  it('is the history’s entry now, while the router’s own context keeps the first address', async () => {
    const seen: string[] = [];
    const Follower = () => {
      const { location, navigationType } = useRouterEntry();
      seen.push(`${navigationType} ${location.pathname} (router: ${useLocation().pathname})`);
      return h(Link, { to: '/about' }, 'About');
    };
    const root = rootAtHome();
    root.render(h(ShopRouter, { isReady: () => true, children: h(Follower) }));
    await nextTask();
    document.querySelector('a')!.click();
    await nextTask();
    expect(seen.at(0)).toBe('POP / (router: /)');
    expect(seen.at(-1)).toBe('PUSH /about (router: /)');
    root.unmount();
  });
});

describe('useEntryWhenAsked', () => {
  it('is one object for the tab’s life that reads the entry of the moment, and renders nothing again at a navigation', async () => {
    const told: RouterEntry[] = [];
    const Follower = () => {
      told.push(useEntryWhenAsked());
      return h(Link, { to: '/about?from=footer' }, 'About');
    };
    const root = rootAtHome();
    root.render(h(ShopRouter, { isReady: () => true, children: h(Follower) }));
    await nextTask();
    expect(told[0]!.location.pathname).toBe('/');
    document.querySelector('a')!.click();
    await nextTask();
    expect(told).toHaveLength(1);
    const { location, navigationType } = told[0]!;
    expect([location.pathname, location.search, navigationType]).toEqual(['/about', '?from=footer', 'PUSH']);
    root.unmount();
  });
});
