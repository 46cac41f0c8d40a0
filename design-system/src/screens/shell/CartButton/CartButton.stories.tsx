import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { productAdded } from '../../../state/cartSlice';
import { useAppDispatch } from '../../../state/hooks';
import { signedInStore, storyCart } from '../../../testing/storyState';
import { CATALOGUE } from '@profit/contract';
import { CartButton } from './CartButton';

const meta = {
  title: 'Shell/CartButton',
  component: CartButton,
  args: { onClick: fn() },
  parameters: { store: signedInStore() },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Cart, empty' });
    expect(canvas.queryByTestId('cart-count')).toBeNull();
    await userEvent.click(button);
    expect(args.onClick).toHaveBeenCalledOnce();
  },
};

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
