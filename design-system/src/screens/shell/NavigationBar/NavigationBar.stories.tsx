import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks';
import { signedInStore, signedOutStore, storyCart } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { NavigationBar } from './NavigationBar';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Shell/NavigationBar',
  component: NavigationBar,
  parameters: {
    ...screenDocs({
      purpose:
        "The top bar of every page: the logo home, the spec's links (About, Store, Services, Blog, Contact Us), Hi and the shopper's name with Sign Out, or Sign In. Below the large breakpoint the links move into a menu drawer; after 50 px of scroll the bar turns compact and translucent.",
      where: 'The top of every page but `/products`, through `SiteLayout`.',
      calls: ['logout'],
      accessibility: [
        'A `nav` landmark named "Main"; the current page\'s link carries `aria-current="page"`.',
        'On small screens the Menu button (`aria-expanded`) opens a modal drawer named "Menu": Escape closes it and focus returns to the button; following a link closes it.',
        'Sign Out signs out whatever the logout call answers, so a shopper is never stuck signed in.',
        "The compact bar's transition stops under reduced motion.",
      ],
    }),
    layout: 'fullscreen',
    store: signedOutStore(),
    route: '/',
  },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof NavigationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('story-location');

/** A guest: the five links, the logo home and Sign In. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const name of ['About', 'Store', 'Services', 'Blog', 'Contact Us']) {
      expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    expect(within(nav).getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/products');
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Profit' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  },
};

/** Signed in: "Hi, Asha Rao" and Sign Out instead of Sign In. */
export const SignedIn: Story = {
  parameters: { store: signedInStore(storyCart(2)) },
  play: async ({ canvas }) => {
    expect(canvas.getByText(/Hi,/)).toHaveTextContent('Hi, Asha Rao');
    expect(canvas.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
  },
};

/** The page being shown is marked for assistive technology and styled as current. */
export const CurrentPageMarked: Story = {
  parameters: { route: '/about' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
  },
};

/** Sign-out clears the session whatever the logout call answers (here it fails). */
export const SignOutEvenWhenLogoutFails: Story = {
  parameters: { store: signedInStore(storyCart(2)), msw: { handlers: { auth: authHandlers.serverError } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    expect(await canvas.findByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(['token', 'profit_user', 'profit_cart'].map((key) => window.localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
  },
};

/** After 50 px of scroll the bar turns compact and translucent; back at the top it is solid again. */
export const ScrolledAppearance: Story = {
  decorators: [
    (Story) => (
      <div style={{ minHeight: '300vh' }}>
        <Story />
        <p data-below-bar>The page below the bar.</p>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('header')!;
    window.scrollTo(0, 0);
    await waitFor(() => expect(bar).toHaveAttribute('data-scrolled', 'false'));
    const solidHeight = bar.offsetHeight;
    const below = canvasElement.querySelector<HTMLElement>('[data-below-bar]')!;
    const pageTop = (element: HTMLElement) => element.getBoundingClientRect().top + window.scrollY;
    const belowTop = pageTop(below);
    const resting = getComputedStyle(bar);
    const solid = { background: resting.backgroundColor, shadow: resting.boxShadow, rule: resting.borderBottomColor };
    window.scrollTo(0, 40);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(bar).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo(0, 120);
    await waitFor(() => expect(bar).toHaveAttribute('data-scrolled', 'true'));
    // Compact on screen (part of it tucked above the window) without moving the page below it.
    await waitFor(() => expect(bar.getBoundingClientRect().bottom).toBeLessThan(solidHeight));
    expect(bar.offsetHeight).toBe(solidHeight);
    expect(pageTop(below)).toBe(belowTop);
    // The changed appearance: translucent ink, a rule below and a shadow, not only a shorter bar.
    const scrolled = getComputedStyle(bar);
    expect(scrolled.backgroundColor).not.toBe(solid.background);
    expect(scrolled.boxShadow).not.toBe(solid.shadow);
    expect(scrolled.borderBottomColor).not.toBe(solid.rule);
    window.scrollTo(0, 0);
    await waitFor(() => expect(bar).toHaveAttribute('data-scrolled', 'false'));
  },
};

/** At phone width: the Menu button, collapsed, and no links in the bar. */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    expect(toggle).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.queryByRole('link', { name: 'About' })).toBeNull();
  },
};

/** The drawer opens from the toggle, Escape closes it and focus goes back to the toggle. */
export const MobileMenuOpen: Story = {
  globals: atViewport('mobile375'),
  parameters: { route: '/blog' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    const menu = within(drawer).getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).toBeVisible();
  },
};

/** Escape closes the menu drawer and focus returns to Menu. */
export const MobileMenuEscapeReturnsFocus: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Following a link in the drawer closes it and goes there. */
export const MobileMenuClosesOnNavigation: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Services' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(location(canvasElement)).toHaveTextContent('/services');
  },
};

/** The drawer signed in: the greeting and Sign Out inside it. */
export const MobileMenuSignedIn: Story = {
  globals: atViewport('mobile375'),
  parameters: { store: signedInStore() },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText(/Hi,/)).toHaveTextContent('Hi, Asha Rao');
    expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  },
};
