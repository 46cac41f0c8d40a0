import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CART_MESSAGES, CATALOGUE } from '@profit/contract';
import { Button } from '../primitives';
import { selectCartPanelNotice, selectCartPanelOpen } from '../state/cartPanelSlice';
import { selectCartLines } from '../state/cartSlice';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { startSession } from '../state/thunks';
import { signedInStore, signedOutStore } from '../testing/storyState';
import { useAddToCart } from './useAddToCart';
import { useOwnedProductIds } from './useOwnedProductIds';

const product = CATALOGUE[5]!;

function AddToCartButton({ productIndex = 5 }: { productIndex?: number }) {
  const addToCart = useAddToCart();
  const lines = useAppSelector(selectCartLines);
  const panelOpen = useAppSelector(selectCartPanelOpen);
  const panelNotice = useAppSelector(selectCartPanelNotice);
  const owned = useOwnedProductIds();
  return (
    <div>
      <Button onClick={() => addToCart(CATALOGUE[productIndex]!)}>Add to Cart</Button>
      <p>{lines.length} item(s) in the cart</p>
      <p>cart panel {panelOpen ? `open: ${panelNotice}` : 'closed'}</p>
      <p>{owned.size} kit(s) owned</p>
    </div>
  );
}

const meta = {
  title: 'Flows/Add to cart',
  component: AddToCartButton,
  // Each story in its own frame on the docs page: one page-wide set of mock handlers would
  // show the happy path under every error story.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } }, store: signedInStore(), route: '/products' },
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One add makes one line with its own cartId, saved under profit_cart. */
export const SignedInAdds: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    expect(canvas.getByText('1 item(s) in the cart')).toBeVisible();
    const stored = JSON.parse(window.localStorage.getItem('profit_cart')!) as Array<{
      cartId: string;
      productId: string;
      pricePaise: number;
    }>;
    expect(stored.map((line) => line.productId)).toEqual([product.id]);
    expect(stored[0]!.cartId).toBeTruthy();
    expect(stored[0]!.pricePaise).toBe(49_900);
  },
};

/** Each kit is bought once: the second add says 'Already in your cart' and opens the cart, adding nothing. */
export const SecondAddOpensTheCart: Story = {
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(add);
    expect(canvas.getByText('cart panel closed')).toBeVisible();
    await userEvent.click(add);
    expect(canvas.getByText('1 item(s) in the cart')).toBeVisible();
    expect(canvas.getByText(`cart panel open: ${CART_MESSAGES.alreadyInCart}`)).toBeVisible();
    expect(JSON.parse(window.localStorage.getItem('profit_cart')!)).toHaveLength(1);
  },
};

/** A kit in the library is refused before the cart: the shopper is told it is theirs already. */
export const OwnedKitIsRefused: Story = {
  args: { productIndex: CATALOGUE.findIndex((kit) => kit.id === 'founder-metrics-dashboard') },
  play: async ({ canvas }) => {
    // The library loads with the session; wait for the owned kit to be known before adding it.
    await waitFor(() => expect(canvas.getByText('1 kit(s) owned')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    expect(canvas.getByText('0 item(s) in the cart')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText(CART_MESSAGES.alreadyOwned('Founder Metrics Dashboard'))).toBeVisible(),
    );
  },
};

export const SignedOutGoesToSignIn: Story = {
  parameters: { store: signedOutStore() },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/signin');
    expect(canvas.getByText('0 item(s) in the cart')).toBeVisible();
  },
};

/** The shop checking a returning shopper's stored session (as it starts), with a button that lets the check run. */
function WhileTheSessionIsChecked() {
  const dispatch = useAppDispatch();
  return (
    <div>
      <AddToCartButton />
      <Button variant="secondary" onClick={() => void dispatch(startSession())}>
        Check the stored session
      </Button>
    </div>
  );
}

/**
 * A returning shopper presses Add to Cart while the shop still checks their stored session: the
 * press waits for the answer (it is not sent to sign in), then adds the kit.
 */
export const PressedWhileTheSessionIsChecked: Story = {
  render: () => <WhileTheSessionIsChecked />,
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'ends on the same cart as Signed In Adds, which pictures it; its point is the wait' },
    store: {
      ...signedInStore(),
      preloadedState: { session: { user: null, status: 'checking' }, cart: { items: [] } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    expect(canvas.getByText('0 item(s) in the cart')).toBeVisible();
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/products');
    await userEvent.click(canvas.getByRole('button', { name: 'Check the stored session' }));
    await waitFor(() => expect(canvas.getByText('1 item(s) in the cart')).toBeVisible());
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/products');
  },
};
