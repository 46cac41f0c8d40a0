import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks';
import { signedInStore, signedOutStore, storyCart } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { CartPanel } from './CartPanel';

const meta = {
  title: 'Shell/CartPanel',
  component: CartPanel,
  args: { open: true, onClose: fn() },
  parameters: { layout: 'fullscreen', store: signedInStore(storyCart(2)) },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof CartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => within(document.body).getByRole('dialog', { name: 'Your cart' });
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('story-location');

async function expectNotice(canvasElement: HTMLElement, role: 'alert' | 'status', text: string) {
  const region = await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole(role)).toHaveTextContent(text));
}

export const SignedInWithItems: Story = {
  play: async () => {
    const dialog = within(panel());
    expect(dialog.getByText('Asha Rao')).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(dialog.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Cart items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(dialog.getByLabelText('Total')).toHaveTextContent('Rs 998.00');
    expect(dialog.getByRole('link', { name: 'View Full Cart' })).toHaveAttribute('href', '/cart');
    expect(dialog.getByRole('link', { name: 'Your Profile' })).toHaveAttribute('href', '/profile');
  },
};

export const SignedOutGuest: Story = {
  parameters: { store: signedOutStore() },
  play: async () => {
    const dialog = within(panel());
    expect(dialog.getByText('Guest')).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(dialog.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    expect(dialog.getByText('Your cart is empty')).toBeVisible();
    expect(dialog.getByLabelText('Total')).toHaveTextContent('Rs 0.00');
  },
};

/** Eight lines: the list keeps to about 16rem and scrolls, the total and Pay Now stay in view. */
export const ManyItemsScroll: Story = {
  parameters: { store: signedInStore(storyCart(8)) },
  play: async () => {
    const list = within(panel()).getByRole('list', { name: 'Cart items' });
    expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(16 * 16 + 1);
    expect(within(panel()).getByRole('button', { name: 'Pay Now' })).toBeVisible();
  },
};

export const RemoveItem: Story = {
  play: async () => {
    const dialog = within(panel());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Instagram Growth Playbook' }));
    expect(within(dialog.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem')).toHaveLength(1);
    expect(dialog.getByLabelText('Total')).toHaveTextContent('Rs 499.00');
    const saved = JSON.parse(window.localStorage.getItem('profit_cart')!) as Array<{ productId: string }>;
    expect(saved.map((line) => line.productId)).toEqual(['whatsapp-sales-kit']);
  },
};

/**
 * Pay Now leads to the cart page's billing form (the details printed on the GST invoice are
 * confirmed there before any order is created), closing the panel.
 */
export const PayNowLeadsToTheBillingForm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/cart'));
    expect(args.onClose).toHaveBeenCalled();
  },
};

export const PayNowEmptyCart: Story = {
  parameters: { store: signedInStore([]) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    await expectNotice(canvasElement, 'alert', 'Your cart is empty');
  },
};

export const PayNowSignedOutGoesToSignIn: Story = {
  parameters: { store: signedOutStore() },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/signin'));
  },
};

/** Sign Out: logout fails here, yet user, cart, token and stored data are all gone. */
export const SignOutClearsEverything: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.networkFailure } } },
  play: async () => {
    await userEvent.click(within(panel()).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(within(panel()).getByText('Guest')).toBeVisible());
    expect(within(panel()).getByText('Your cart is empty')).toBeVisible();
    expect(['token', 'profit_user', 'profit_cart'].map((key) => window.localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    panel();
    await userEvent.keyboard('{Escape}');
    expect(args.onClose).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile375'),
  parameters: { store: signedInStore(storyCart(3)) },
  play: async () => {
    expect(within(panel()).getByRole('button', { name: 'Pay Now' })).toBeVisible();
  },
};
