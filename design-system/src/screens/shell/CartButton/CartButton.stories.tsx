import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { productAdded } from '../../../state/cartSlice';
import { useAppDispatch } from '../../../state/hooks';
import { signedInStore, storyCart } from '../../../testing/storyState';
import { CATALOGUE } from '@profit/contract';
import { CartButton } from './CartButton';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Shell/CartButton',
  component: CartButton,
  argTypes: { onClick: { control: false } },
  args: { onClick: fn() },
  parameters: {
    ...screenDocs({
      purpose:
        'The floating cart button at the top right of every page: the cart icon, and a badge with the item count when the cart is not empty. The layout opens the cart panel from it.',
      where: 'Every page but `/products`, through `SiteLayout` (and `FloatingCart` on the catalogue).',
      calls: [],
      accessibility: [
        'A `<button>` with `aria-haspopup="dialog"`, named with the count ("Cart, 3 items", "Cart, empty"); the badge is hidden from assistive technology.',
        'A visually hidden `role="status"` region announces each change of the count ("2 items in your cart").',
        'Its hover growth stops under reduced motion.',
      ],
      frame: '120px',
    }),
    store: signedInStore(),
  },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty cart: no badge, named "Cart, empty"; a press calls `onClick`. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Cart, empty' });
    expect(canvas.queryByTestId('cart-count')).toBeNull();
    await userEvent.click(button);
    expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Three items: the badge says 3 and the name "Cart, 3 items". */
export const WithItems: Story = {
  parameters: { store: signedInStore(storyCart(3)) },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    expect(canvas.getByTestId('cart-count')).toHaveTextContent('3');
  },
};

function AddOne() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(productAdded(CATALOGUE[0]!))}>
      Add one
    </button>
  );
}

/** A change of the count is announced through a polite live region. */
export const CountAnnounced: Story = {
  parameters: { store: signedInStore(storyCart(1)) },
  render: (args) => (
    <>
      <CartButton {...args} />
      <AddOne />
    </>
  ),
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('1 item in your cart');
    await userEvent.click(canvas.getByRole('button', { name: 'Add one' }));
    expect(canvas.getByRole('status')).toHaveTextContent('2 items in your cart');
    expect(canvas.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  },
};
