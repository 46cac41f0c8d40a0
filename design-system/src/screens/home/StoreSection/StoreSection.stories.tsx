import type { Meta, StoryObj } from '@storybook/react-vite';
import { CART_MESSAGES, findProduct, GENERIC_ERROR_MESSAGES } from '@profit/contract';
import { lineFromProduct } from '../../../state/cartSlice';
import { FloatingCart } from '../../shell/FloatingCart';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { catalogueHandlers } from '../../../mocks';
import { storyClock } from '../../../testing/storyClock';
import { signedInStore, signedOutStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { OVERLAY_AUTO_CLOSE_MS } from './AddedToCartOverlay';
import { StoreSection } from './StoreSection';
import { screenDocs } from '../../../testing/screenDocs';

const clock = storyClock();

const meta = {
  title: 'Home/StoreSection',
  component: StoreSection,
  decorators: [clock.decorator],
  beforeEach: () => clock.reset(),
  parameters: {
    ...screenDocs({
      purpose:
        "The home page's store: the eight kits of the catalogue as cards revealed with a 150 ms stagger, skeletons of the cards' size while loading. Hover, focus or a tap shows a card's details with View Content and Add to Cart; signed in, Add to Cart adds a line and opens the 'Added to Cart' overlay with same-category recommendations.",
      where: 'On `/` at `id="store"` (the footer\'s Store link, `/#store`), in `HomePage`.',
      calls: ['products', 'library', 'download'],
      accessibility: [
        'A section named by its `<h2>`; each card is an `article` with its own heading, its buttons named with the product ("Add to Cart: Instagram Growth Playbook").',
        "Keyboard focus shows a card's details as hover does; a tap does on touch screens.",
        'Loading skeletons are `role="status"`, the size of the cards (no layout shift); a failure is `role="alert"` with Try again.',
        "The 'Added to Cart' overlay (a `FullScreenOverlay`, loaded on the first add) is a modal dialog: focus moves in, it leaves after 10 s unless hovered or focused, and its actions stay in view at 1280x720 and 375x667.",
        'The reveal and the card transitions stop under reduced motion.',
      ],
    }),
    layout: 'fullscreen',
    store: signedInStore(),
    route: '/',
  },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof StoreSection>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('story-location');
const products = async (canvas: Canvas) => canvas.findByRole('list', { name: 'Products' });
const overlay = () => within(document.body).queryByRole('dialog', { name: 'Added to Cart' });
const cartLines = () => (JSON.parse(window.localStorage.getItem('profit_cart') ?? '[]') as unknown[]).length;

async function addFirstProduct(canvas: Canvas) {
  await products(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart: Instagram Growth Playbook' }));
  return within(document.body).findByRole('dialog', { name: 'Added to Cart' });
}

/** Stories whose play function ends on the store at rest (overlay closed, pointer gone, or a redirect). */
const endsAsDesktop = {
  chromatic: { disableSnapshot: true },
  visual: { reason: 'ends on the store at rest, pictured by Desktop' },
};

/** The eight products of the catalogue, each with cover, category, title and price, paid once. */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await products(canvas);
    expect(within(list).getAllByRole('article')).toHaveLength(8);
    expect(canvasElement.querySelector('section#store')).not.toBeNull();
    // The story user owns the Founder Metrics Dashboard: it says so, with Download instead of Add to Cart.
    const owned = within(list).getByTestId('product-founder-metrics-dashboard');
    expect(await within(owned).findByText(CART_MESSAGES.inLibrary, { selector: 'span' })).toBeInTheDocument();
    expect(within(list).getAllByText('Rs 499.00')).toHaveLength(7);
    expect(within(owned).getByRole('button', { name: 'Download: Founder Metrics Dashboard' })).toBeInTheDocument();
    expect(within(owned).queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  },
};

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
};

/** While the catalogue loads: eight skeletons of the cards' own size. */
export const Loading: Story = {
  parameters: { msw: { handlers: { catalogue: catalogueHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(canvas.getAllByTestId('product-skeleton')).toHaveLength(8);
  },
};

/** `Loading` at phone width (375 px). */
export const LoadingMobile: Story = {
  ...Loading,
  globals: atViewport('mobile375'),
};

/** The skeleton is the size of the card it stands for: nothing moves when the products arrive. */
export const NoLayoutShift: Story = {
  parameters: {
    msw: { handlers: { catalogue: catalogueHandlers.neverAnswers } },
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the skeletons at rest, pictured by Loading' },
  },
  render: () => <StoreSection />,
  play: async ({ canvas }) => {
    const skeleton = canvas.getAllByTestId('product-skeleton')[0]!.getBoundingClientRect();
    expect(skeleton.height).toBeGreaterThan(0);
    const media = skeleton.width * (10 / 16);
    expect(skeleton.height).toBeGreaterThan(media);
  },
};

/** The catalogue cannot be loaded (503): the server's words in an alert, and Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { catalogue: catalogueHandlers.serviceUnavailable } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGES.serviceUnavailable);
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Cards reveal one after another, 150 ms apart. */
export const RevealStagger: Story = {
  parameters: endsAsDesktop,
  play: async ({ canvas }) => {
    const cards = within(await products(canvas)).getAllByRole('article');
    // The browser may keep the delay as written (`150ms`) or in seconds (`0.15s`): compare in ms.
    const delayMs = (delay: string) => Math.round(parseFloat(delay) * (delay.endsWith('ms') ? 1 : 1000));
    expect(cards.map((card) => delayMs(card.style.animationDelay))).toEqual([0, 150, 300, 450, 600, 750, 900, 1050]);
    await waitFor(() => cards.forEach((card) => expect(getComputedStyle(card).opacity).toBe('1')));
  },
};

/** Hover reveals the details: description, price, View Content and Add to Cart. */
export const HoverShowsDetails: Story = {
  parameters: endsAsDesktop,
  play: async ({ canvas }) => {
    await products(canvas);
    const card = canvas.getByTestId('product-gst-cash-flow-tracker');
    expect(card).toHaveAttribute('data-active', 'false');
    await userEvent.hover(card);
    expect(card).toHaveAttribute('data-active', 'true');
    const details = within(card).getByTestId('product-details');
    await waitFor(() => expect(details).toBeVisible());
    expect(details).toHaveTextContent('Rs 499.00, paid once');
    await userEvent.unhover(card);
    expect(card).toHaveAttribute('data-active', 'false');
  },
};

/** Keyboard focus reaches the actions and shows the details like hover does. */
export const KeyboardFocusShowsDetails: Story = {
  play: async ({ canvas }) => {
    await products(canvas);
    const card = canvas.getByTestId('product-instagram-growth-playbook');
    await userEvent.tab();
    expect(within(card).getByRole('link', { name: 'View Content: Instagram Growth Playbook' })).toHaveFocus();
    expect(card).toHaveAttribute('data-active', 'true');
    await waitFor(() => expect(within(card).getByTestId('product-details')).toBeVisible());
  },
};

/** A tap (no hover on touch screens) shows the details too. */
export const TouchShowsDetails: Story = {
  play: async ({ canvas }) => {
    await products(canvas);
    const card = canvas.getByTestId('product-starter-crm-notion');
    const details = within(card).getByTestId('product-details');
    expect(details).not.toBeVisible();
    fireEvent.pointerDown(card, { pointerType: 'touch' });
    await waitFor(() => expect(card).toHaveAttribute('data-active', 'true'));
    await waitFor(() => expect(details).toBeVisible());
    expect(within(card).getByRole('button', { name: 'Add to Cart: Starter CRM for Notion' })).toBeVisible();
  },
};

/** View Content is a link to the product's page, and goes there. */
export const ViewContentOpensProductPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await products(canvas);
    const link = canvas.getByRole('link', { name: 'View Content: GST & Cash-Flow Tracker' });
    expect(link).toHaveAttribute('href', '/products/gst-cash-flow-tracker');
    await userEvent.click(link);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/products/gst-cash-flow-tracker'));
  },
};

/** A guest's Add to Cart goes to `/signin`: no overlay, no line. */
export const AddSignedOutGoesToSignIn: Story = {
  parameters: { store: signedOutStore(), ...endsAsDesktop },
  play: async ({ canvas, canvasElement }) => {
    await products(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart: Instagram Growth Playbook' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/signin'));
    expect(overlay()).toBeNull();
    expect(cartLines()).toBe(0);
  },
};

/** Signed in: a line is added and the overlay shows the same-category recommendations. */
export const AddedToCartOverlay: Story = {
  play: async ({ canvas }) => {
    const dialog = within(await addFirstProduct(canvas));
    expect(cartLines()).toBe(1);
    expect(
      dialog.getByRole('heading', { name: 'Customers who bought Instagram Growth Playbook also bought' }),
    ).toBeVisible();
    const recommendations = dialog.getAllByRole('button', { name: /^Add to Cart: / });
    expect(recommendations.map((button) => button.textContent)).toEqual([
      'Add to Cart: WhatsApp Business Sales Kit',
      'Add to Cart: Launch E-mail Sequences',
    ]);
    expect(dialog.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'View Cart' })).toBeVisible();
  },
};

/** `AddedToCartOverlay` at phone width (375 px). */
export const AddedToCartOverlayMobile: Story = {
  ...AddedToCartOverlay,
  globals: atViewport('mobile375'),
};

/** Each recommendation is addable: a fresh line each time. */
export const RecommendationAdds: Story = {
  play: async ({ canvas }) => {
    const dialog = within(await addFirstProduct(canvas));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Cart: WhatsApp Business Sales Kit' }));
    expect(cartLines()).toBe(2);
    expect(dialog.getByRole('button', { name: 'Added: WhatsApp Business Sales Kit' })).toBeVisible();
  },
};

/** Continue Shopping closes the overlay and stays on the page. */
export const ContinueShoppingCloses: Story = {
  parameters: endsAsDesktop,
  play: async ({ canvas, canvasElement }) => {
    const dialog = within(await addFirstProduct(canvas));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(overlay()).toBeNull());
    expect(location(canvasElement)).toHaveTextContent('/');
  },
};

/** View Cart closes the overlay and goes to `/cart`. */
export const ViewCartGoesToCart: Story = {
  parameters: endsAsDesktop,
  play: async ({ canvas, canvasElement }) => {
    const dialog = within(await addFirstProduct(canvas));
    await userEvent.click(dialog.getByRole('button', { name: 'View Cart' }));
    await waitFor(() => expect(overlay()).toBeNull());
    expect(location(canvasElement)).toHaveTextContent('/cart');
  },
};

/** Left alone, the overlay closes itself after 10 s (a manual clock: no waiting). */
export const OverlayClosesAfterTenSeconds: Story = {
  parameters: endsAsDesktop,
  play: async ({ canvas }) => {
    await addFirstProduct(canvas);
    await clock.advance(OVERLAY_AUTO_CLOSE_MS - 1);
    expect(overlay()).not.toBeNull();
    await clock.advance(1);
    await waitFor(() => expect(overlay()).toBeNull());
  },
};

/** While the pointer is over it, it stays; once the pointer leaves, the rest of the 10 s runs. */
export const OverlayStaysWhileHovered: Story = {
  parameters: endsAsDesktop,
  play: async ({ canvas }) => {
    await addFirstProduct(canvas);
    await clock.advance(4_000);
    const content = within(document.body).getByTestId('added-to-cart-content');
    await userEvent.hover(content);
    await waitFor(() => expect(clock.pending()).toBe(0));
    clock.elapse(OVERLAY_AUTO_CLOSE_MS * 3);
    expect(overlay()).not.toBeNull();
    await userEvent.unhover(content);
    await clock.advance(6_000 - 1);
    expect(overlay()).not.toBeNull();
    await clock.advance(1);
    await waitFor(() => expect(overlay()).toBeNull());
  },
};

/** Focus on one of its actions keeps it open too, however long it stays there. */
export const OverlayStaysWhileFocused: Story = {
  play: async ({ canvas }) => {
    await addFirstProduct(canvas);
    await waitFor(() => expect(clock.pending()).toBeGreaterThan(0));
    within(document.body).getByRole('button', { name: 'Continue Shopping' }).focus();
    await waitFor(() => expect(clock.pending()).toBe(0));
    clock.elapse(OVERLAY_AUTO_CLOSE_MS * 2);
    expect(overlay()).not.toBeNull();
  },
};

const inCart = (id: string) => lineFromProduct(findProduct(id)!, `story-line-${id}`);

/**
 * A kit already in the cart is refused at once: the cart opens, saying 'Already in your cart' inside
 * it (not over its controls); no second line, no overlay.
 */
export const SecondAddSaysAlreadyInCart: Story = {
  parameters: { ...endsAsDesktop, store: signedInStore([inCart('instagram-growth-playbook')]) },
  decorators: [
    (Story) => (
      <>
        <FloatingCart />
        <Story />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    await products(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart: Instagram Growth Playbook' }));
    const cart = within(await within(document.body).findByRole('dialog', { name: 'Your cart' }));
    expect(await cart.findByText(CART_MESSAGES.alreadyInCart)).toBeVisible();
    expect(within(document.body).getByRole('region', { name: 'Notifications' })).toHaveTextContent('');
    expect(cartLines()).toBe(1);
    expect(overlay()).toBeNull();
  },
};

/** Recommendations never offer a kit in the cart (Launch E-mail Sequences) or in the library (the dashboard). */
export const RecommendationsSkipCartedAndOwned: Story = {
  parameters: { store: signedInStore([inCart('launch-email-sequences')]) },
  play: async ({ canvas }) => {
    const dialog = within(await addFirstProduct(canvas));
    expect(dialog.getAllByRole('button', { name: /^Add to Cart: / }).map((button) => button.textContent)).toEqual([
      'Add to Cart: WhatsApp Business Sales Kit',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(overlay()).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart: GST & Cash-Flow Tracker' }));
    const analytics = within(await within(document.body).findByRole('dialog', { name: 'Added to Cart' }));
    expect(analytics.queryByRole('button', { name: /Founder Metrics Dashboard/ })).toBeNull();
    expect(analytics.getByText(/Nothing else in the Analytics category/)).toBeVisible();
  },
};

/** The overlay's actions are on screen at once, not below the fold, on a short laptop and a short phone. */
const actionsInView = async (canvas: Canvas) => {
  const dialog = within(await addFirstProduct(canvas));
  for (const name of ['Continue Shopping', 'View Cart']) {
    const button = dialog.getByRole('button', { name });
    const box = button.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))).toBe(true);
  }
};

/** At 1280x720 the overlay's actions are in view without scrolling. */
export const OverlayActionsInViewAt1280x720: Story = {
  globals: atViewport('desktop1280x720'),
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the overlay is pictured by AddedToCartOverlay' },
  },
  play: async ({ canvas }) => actionsInView(canvas),
};

/** At 375x667 the overlay's actions are in view without scrolling. */
export const OverlayActionsInViewAt375x667: Story = {
  globals: atViewport('mobile375x667'),
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the overlay is pictured by AddedToCartOverlayMobile' },
  },
  play: async ({ canvas }) => actionsInView(canvas),
};
