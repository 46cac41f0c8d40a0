import type { Meta, StoryObj } from '@storybook/react-vite';
import { install } from '@sinonjs/fake-timers';
import { Link, useLocation } from 'react-router-dom';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { CART_MESSAGES, GENERIC_ERROR_MESSAGES } from '@profit/contract';
import { catalogueHandlers } from '../../../mocks';
import { signedInStore, signedOutStore, storyCart } from '../../../testing/storyState';
import { SiteLayout } from '../../shell/SiteLayout';
import { ProductsPage } from './ProductsPage';
import { screenDocs } from '../../../testing/screenDocs';

/** Shows the address bar of the memory router (path and query), so a play function can read `?q=`. */
function Address() {
  const location = useLocation();
  return (
    <output data-testid="address" hidden>
      {location.pathname + location.search}
    </output>
  );
}

const meta = {
  title: 'Shop/ProductsPage',
  component: ProductsPage,
  parameters: {
    ...screenDocs({
      purpose:
        "The catalogue: every kit as a card, a live search kept in the address (`?q=`), skeleton cards while loading, and after an Add to Cart a banner at the foot with the same category's other kits. It has no navigation bar or footer, only Return to Home and the floating cart button.",
      where: '`/products` (the one page without the site layout).',
      calls: ['products', 'library', 'download'],
      accessibility: [
        'One `<h1>`, focusable (`tabIndex=-1`), which the storefront focuses after each navigation.',
        'The search is a `role="search"` landmark; what it found is announced by a `role="status"` count ("3 products match crm"), and loading by another.',
        'The recommendations banner is a labelled landmark at the foot; it declares its height so notices sit above it, hides after 10 s but not while hovered or focused, and Close is a named button.',
        'A failed load shows the empty state with Try again rather than an endless spinner.',
      ],
    }),
    layout: 'fullscreen',
    route: '/products',
    store: signedInStore(),
  },
  decorators: [
    // As the shop shows it: in the site layout's <main>, bare (no bar, no footer).
    (Story) => (
      <SiteLayout bare>
        <Story />
        <Address />
      </SiteLayout>
    ),
  ],
} satisfies Meta<typeof ProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address');
const loaded = (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: 'Products' });
const cardOf = (canvas: ReturnType<typeof within>, title: string) => canvas.getByRole('article', { name: title });

/** Stories whose play function ends on a screen another story already pictures. */
const endsAsCatalogue = {
  chromatic: { disableSnapshot: true },
  visual: { reason: 'ends on the full catalogue, pictured by Catalogue' },
};

/** Every product of the catalogue, at rest. */
export const Catalogue: Story = {
  play: async ({ canvas }) => {
    const list = await loaded(canvas);
    expect(within(list).getAllByRole('article')).toHaveLength(8);
    // The layout's main landmark holds it (a skip target, a screen reader's jump).
    expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Discover Our Products' }),
    );
    expect(canvas.getByRole('heading', { level: 1, name: 'Discover Our Products' })).toBeVisible();
    const card = cardOf(canvas, 'Starter CRM for Notion');
    expect(within(card).getByText('Rs 499.00')).toBeVisible();
    // The card shows the preview of the kit's PDF, sized for the grid's column.
    const preview = card.querySelector('img')!;
    expect(preview).toHaveAttribute('src', '/products/starter-crm-notion/preview-640.jpg');
    expect(preview.parentElement!.querySelector('source')).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw',
    );
    expect(within(card).getByRole('link', { name: 'View Content: Starter CRM for Notion' })).toHaveAttribute(
      'href',
      '/products/starter-crm-notion',
    );
    expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};

/** `Catalogue` at phone width (375 px). */
export const CatalogueMobile: Story = {
  ...Catalogue,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** 'Loading products...' and skeleton cards of the final size while the catalogue loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { catalogue: catalogueHandlers.neverAnswers } } },
  play: async ({ canvas, canvasElement }) => {
    expect(await canvas.findByText('Loading products...')).toHaveAttribute('role', 'status');
    expect(within(canvasElement).getAllByTestId('product-skeleton')).toHaveLength(6);
  },
};

/**
 * A failed load ends loading and says the catalogue could not be loaded, and why, with a way to
 * try again: never "no products found", which would say the shop has none.
 */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { catalogue: catalogueHandlers.serverError } } },
  play: async ({ canvas, canvasElement }) => {
    expect(await canvas.findByText('The catalogue could not be loaded.')).toBeVisible();
    expect(canvas.getByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGES.internal);
    expect(canvas.queryByText('No products found matching your search.')).toBeNull();
    expect(within(canvasElement).queryAllByTestId('product-skeleton')).toHaveLength(0);
    expect(canvas.queryByText('Loading products...')).toBeNull();
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The search filters as you type, keeps the term in the address and counts what it found. */
export const SearchesLive: Story = {
  parameters: endsAsCatalogue,
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'SHEETS');
    const articles = () => within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('article');
    await waitFor(() => expect(articles()).toHaveLength(2));
    expect(canvas.getByText('2 product(s) found for "SHEETS"')).toBeVisible();
    expect(address(canvasElement)).toHaveTextContent('/products?q=SHEETS');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search box' }));
    await waitFor(() => expect(articles()).toHaveLength(8));
    expect(address(canvasElement)).toHaveTextContent(/^\/products$/);
  },
};

/** A search the shopper did not type here (a link to `?q=crm` followed, back, forward) shows in the field too. */
export const FollowsTheAddress: Story = {
  parameters: endsAsCatalogue,
  decorators: [
    (Story) => (
      <>
        <Story />
        <Link to="/products?q=crm">Kits for a CRM</Link>
      </>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'gst');
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/products?q=gst'));
    await userEvent.click(canvas.getByRole('link', { name: 'Kits for a CRM' }));
    await waitFor(() => expect(search).toHaveValue('crm'));
    expect(await canvas.findByText('1 product(s) found for "crm"')).toBeVisible();
  },
};

/** A shared address (`?q=crm`) opens with the search applied: the term survives a reload. */
export const SearchFromTheAddress: Story = {
  parameters: { route: '/products?q=crm' },
  play: async ({ canvas }) => {
    const list = await loaded(canvas);
    expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('crm');
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(canvas.getByText('1 product(s) found for "crm"')).toBeVisible();
  },
};

/** `SearchFromTheAddress` at phone width (375 px). */
export const SearchFromTheAddressMobile: Story = {
  ...SearchFromTheAddress,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** Nothing matches: the empty state, at rest. */
export const NoMatch: Story = {
  parameters: { route: '/products?q=astrology' },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('No products found matching your search.')).toBeVisible();
    expect(canvas.getByText('0 product(s) found for "astrology"')).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

/** 'Clear search' in the empty state brings every product back and clears the address. */
export const ClearSearchBringsEveryProductBack: Story = {
  parameters: { route: '/products?q=astrology', ...endsAsCatalogue },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear search' }));
    expect(within(await loaded(canvas)).getAllByRole('article')).toHaveLength(8);
    expect(address(canvasElement)).toHaveTextContent(/^\/products$/);
  },
};

const bannerOf = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('complementary', { name: 'Customers who bought "Instagram Growth Playbook" also bought:' });

/** After Add to Cart: the bottom banner with the same category's other products, Add buttons and View Cart (left open). */
export const AddedShowsRecommendations: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(
      within(cardOf(canvas, 'Instagram Growth Playbook')).getByRole('button', { name: 'Add to Cart' }),
    );
    const banner = bannerOf(canvas);
    expect(within(banner).getAllByRole('button', { name: 'Add' })).toHaveLength(2);
    expect(within(banner).getByText('WhatsApp Business Sales Kit')).toBeVisible();
    expect(within(banner).getByText('Launch E-mail Sequences')).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(JSON.parse(window.localStorage.getItem('profit_cart')!)).toHaveLength(1);
  },
};

/** Adding a recommendation puts it in the cart and shows its own recommendations; Close hides the banner. */
export const RecommendationAddsAndCloses: Story = {
  parameters: endsAsCatalogue,
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(
      within(cardOf(canvas, 'Instagram Growth Playbook')).getByRole('button', { name: 'Add to Cart' }),
    );
    await userEvent.click(within(bannerOf(canvas)).getAllByRole('button', { name: 'Add' })[0]!);
    expect(JSON.parse(window.localStorage.getItem('profit_cart')!)).toHaveLength(2);
    expect(
      canvas.getByRole('complementary', { name: 'Customers who bought "WhatsApp Business Sales Kit" also bought:' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/** `AddedShowsRecommendations` at phone width (375 px). */
export const AddedShowsRecommendationsMobile: Story = {
  ...AddedShowsRecommendations,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};

/** The banner hides itself after 10 s (a fake clock), but not while the pointer is on it. */
export const BannerHidesAfterTenSeconds: Story = {
  parameters: endsAsCatalogue,
  play: async ({ canvas }) => {
    await loaded(canvas);
    const realWait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
    const clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(within(cardOf(canvas, 'Instagram Growth Playbook')).getByRole('button', { name: 'Add to Cart' }));
      await clock.runMicrotasks();
      clock.tick(9_999);
      expect(bannerOf(canvas)).toBeVisible();

      fireEvent.mouseEnter(bannerOf(canvas));
      clock.tick(30_000);
      expect(bannerOf(canvas)).toBeVisible();

      fireEvent.mouseLeave(bannerOf(canvas));
      clock.tick(9_999);
      expect(bannerOf(canvas)).toBeVisible();
      clock.tick(1);
    } finally {
      clock.uninstall();
    }
    await realWait(0);
    await waitFor(() => expect(canvas.queryByRole('complementary')).toBeNull());
  },
};

/** A guest who adds to the cart is sent to sign in. */
export const GuestAddGoesToSignIn: Story = {
  parameters: { store: signedOutStore(), ...endsAsCatalogue },
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvas);
    await userEvent.click(
      within(cardOf(canvas, 'Starter CRM for Notion')).getByRole('button', { name: 'Add to Cart' }),
    );
    expect(address(canvasElement)).toHaveTextContent('/signin');
  },
};

/** The floating cart button, with its badge, stays on the catalogue: the cart is one press away. */
export const FloatingCartOpensTheCart: Story = {
  parameters: { store: signedInStore(storyCart(2)) },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const cart = canvas.getByRole('button', { name: 'Cart, 2 items' });
    expect(cart).toBeVisible();
    expect(getComputedStyle(cart).position).toBe('fixed');
    expect(canvas.getByTestId('cart-count')).toHaveTextContent('2');
    await userEvent.click(cart);
    expect(await within(document.body).findByRole('dialog', { name: /cart/i })).toBeVisible();
  },
};

/** A kit the shopper owns says so, with Download in place of the price and Add to Cart. */
export const OwnedKitOffersDownload: Story = {
  parameters: endsAsCatalogue,
  play: async ({ canvas }) => {
    await loaded(canvas);
    const card = cardOf(canvas, 'Founder Metrics Dashboard');
    expect(await within(card).findByText(CART_MESSAGES.inLibrary)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Download: Founder Metrics Dashboard' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(within(card).queryByText('Rs 499.00')).toBeNull();
  },
};
