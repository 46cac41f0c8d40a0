import { CART_MESSAGES, formatFileSize, guidePdfFacts } from '@profit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { catalogueHandlers } from '../../../mocks';
import { apiUrl } from '../../../mocks/http';
import { signedInStore, signedOutStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { ProductPage } from './ProductPage';
import { screenDocs } from '../../../testing/screenDocs';

/** The product page at its route, so `:id` comes from the address as in the shop. */
function AtRoute() {
  return (
    <Routes>
      <Route path="/products/:id" element={<ProductPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Shop/ProductPage',
  component: AtRoute,
  parameters: {
    ...screenDocs({
      purpose:
        "One product's page: its cover, title, long description, category, price (paid once), Add to Cart or, for a kit already owned, its downloads, and related products of the same category. An unknown id is the Not Found page; a failed load says why with Try again.",
      where: "`/products/:id`, inside the site layout; reached from every product card's View Content.",
      calls: ['product', 'products', 'library', 'download'],
      accessibility: [
        "One `<h1>` (the product's title, or the load failure's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        'Loading is a `role="status"` line ("Loading product..."); a failure\'s reason is `role="alert"`.',
        'Add to Cart and the downloads are buttons named by what they do; the related products are a list of cards, each with its own heading.',
      ],
    }),
    layout: 'fullscreen',
    route: '/products/instagram-growth-playbook',
    store: signedInStore(),
  },
} satisfies Meta<typeof AtRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image, title, long description, category, price, Add to Cart, related products and its own page head. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1, name: 'Instagram Growth Playbook' });
    expect(title).toBeVisible();
    // The preview of the kit's own PDF: WebP candidates for the hero's width, a JPEG fallback, a reserved box.
    const preview = canvas.getByRole('img', {
      name: 'Instagram Growth Playbook: the cover and first pages of the PDF guide',
    });
    expect(preview).toHaveAttribute('src', '/products/instagram-growth-playbook/preview-640.jpg');
    expect(preview).toHaveAttribute('width', '640');
    expect(preview).toHaveAttribute('height', '400');
    expect(preview).toHaveAttribute('fetchpriority', 'high');
    const webp = preview.parentElement!.querySelector('source[type="image/webp"]')!;
    expect(webp.getAttribute('srcset')).toContain('/products/instagram-growth-playbook/preview-1280.webp 1280w');
    expect(webp.getAttribute('sizes')).toBe('(min-width: 1024px) 640px, 100vw');
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    // The format line gives the built PDF's true page count and size.
    const { pages, bytes } = guidePdfFacts('instagram-growth-playbook')!;
    expect(within(title.parentElement!).getByText(/^PDF guide, \d+ pages/)).toHaveTextContent(
      `PDF guide, ${pages} pages (${formatFileSize(bytes)}) + Markdown (.md)`,
    );
    expect(within(title.parentElement!).getByText('Marketing')).toBeVisible();
    expect(within(title.parentElement!).getByText('Rs 499.00')).toBeVisible();
    // Below the first screen: rendered a moment after the page's first frame (BelowTheFold).
    expect(await canvas.findByRole('heading', { name: 'About this product' })).toBeVisible();
    expect(canvas.getByText(/reach, trust, then the offer/)).toBeVisible();
    expect(within(title.parentElement!).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(canvas.getByRole('heading', { level: 3, name: 'WhatsApp Business Sales Kit' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Instagram Growth Playbook | Profit'));
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/** Add to Cart adds one line and offers View Cart. */
export const AddsToCart: Story = {
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Add to Cart' }))[0]!);
    expect(canvas.getByRole('status')).toHaveTextContent('Added to your cart.');
    expect(canvas.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(JSON.parse(window.localStorage.getItem('profit_cart')!)).toHaveLength(1);
  },
};

/** Bought already: the download instead of Add to Cart. */
export const AlreadyOwned: Story = {
  parameters: { route: '/products/founder-metrics-dashboard' },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('button', { name: 'Download: Founder Metrics Dashboard' })).toBeVisible();
    expect(canvas.getByText(CART_MESSAGES.inLibrary)).toBeVisible();
    const title = canvas.getByRole('heading', { level: 1 });
    expect(within(title.parentElement!).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(
      canvas.getByText(
        'You own this product: its PDF guide, with your name on it, and its Markdown source are ready to download.',
      ),
    ).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Download Markdown (.md): Founder Metrics Dashboard' })).toBeVisible();
  },
};

/** An owner downloads either format: the PDF guide by default, the Markdown source by its own button. */
export const DownloadsEitherFormat: Story = {
  parameters: {
    route: '/products/founder-metrics-dashboard',
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the same picture as AlreadyOwned: it tests which file each button fetches' },
  },
  play: async ({ canvas }) => {
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download: Founder Metrics Dashboard' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('founder-metrics-dashboard.pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Download Markdown (.md): Founder Metrics Dashboard' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(2));
    expect((clicked.mock.contexts[1] as HTMLAnchorElement).download).toBe('founder-metrics-dashboard.md');
  },
};

/** `AlreadyOwned` at phone width (375 px). */
export const AlreadyOwnedMobile: Story = { ...AlreadyOwned, globals: atViewport('mobile375') };

/** A guest's Add to Cart goes to sign in. */
export const GuestGoesToSignIn: Story = {
  parameters: { store: signedOutStore() },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Add to Cart' }))[0]!);
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/signin');
  },
};

/** An id the catalogue does not have: the Not Found page. */
export const UnknownProduct: Story = {
  parameters: { route: '/products/no-such-product' },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 1, name: 'This page does not exist' })).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/products');
  },
};

/** While the product loads: "Loading product..." in a status line. */
export const Loading: Story = {
  parameters: { msw: { handlers: { catalogue: catalogueHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading product...' })).toBeInTheDocument();
  },
};

/** The server cannot be reached: the page says so in a shopper's words, with Try again and the way back. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { catalogue: catalogueHandlers.networkFailure } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 1, name: 'This product could not be loaded' })).toBeVisible();
    expect(canvas.getByRole('alert')).toHaveTextContent('Please check your connection and try again.');
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(canvas.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/products');
  },
};

/** `LoadFailed` at phone width (375 px). */
export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };

/** Whether the product answers: off until the play function brings the server back. */
let serverBack = false;

/** Try again once the server is back: the product appears. */
export const TryAgainLoadsIt: Story = {
  parameters: {
    msw: {
      handlers: {
        catalogue: [
          // Until the server is back, the product fails at the network level; then the usual answer.
          http.get(apiUrl('/products/:id'), () => (serverBack ? undefined : Response.error())),
          ...catalogueHandlers.ok,
        ],
      },
    },
    chromatic: { disableSnapshot: true },
    visual: { reason: 'ends on the product, pictured by Default' },
  },
  beforeEach: () => {
    serverBack = false;
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'This product could not be loaded' });
    serverBack = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    expect(await canvas.findByRole('heading', { level: 1, name: 'Instagram Growth Playbook' })).toBeVisible();
  },
};
