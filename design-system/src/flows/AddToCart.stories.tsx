import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CATALOGUE } from '@profit/contract';
import { Button } from '../primitives';
import { selectCartLines } from '../state/cartSlice';
import { useAppSelector } from '../state/hooks';
import { signedInStore, signedOutStore } from '../testing/storyState';
import { useAddToCart } from './useAddToCart';

const product = CATALOGUE[5]!;

function AddToCartButton() {
  const addToCart = useAddToCart();
  const lines = useAppSelector(selectCartLines);
  return (
    <div>
      <Button onClick={() => addToCart(product)}>Add to Cart</Button>
      <p>{lines.length} item(s) in the cart</p>
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

/** The same product twice makes two lines, each with its own cartId, saved under profit_cart. */
export const SignedInAppends: Story = {
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(canvas.getByText('2 item(s) in the cart')).toBeVisible();
    const stored = JSON.parse(window.localStorage.getItem('profit_cart')!) as Array<{
      cartId: string;
      productId: string;
      pricePaise: number;
    }>;
    expect(stored.map((line) => line.productId)).toEqual([product.id, product.id]);
    expect(stored[0]!.cartId).not.toBe(stored[1]!.cartId);
    expect(stored[0]!.pricePaise).toBe(49_900);
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
