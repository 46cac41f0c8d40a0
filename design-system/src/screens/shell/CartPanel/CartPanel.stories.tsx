import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks';
import { signedInStore, signedOutStore, storyCart } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { CartPanel } from './CartPanel';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Shell/CartPanel',
  component: CartPanel,
  argTypes: { open: { control: 'boolean' }, onClose: { control: false } },
  args: { open: true, onClose: fn() },
  parameters: {
    ...screenDocs({
      purpose:
        "The cart side panel: who is shopping (their name with Profile and Sign Out, or Guest with Sign In), the cart lines in a list that scrolls past about 16rem, Remove per line, the total, Pay Now (which leads to the cart page's billing form), and links to the full cart and the profile.",
      where: 'Over any page of the site layout, opened by the floating cart button (loaded on first opening).',
      calls: ['logout'],
      accessibility: [
        'A modal `Drawer`: `role="dialog"` named "Your cart", focus moves in and stays inside, Escape and Close shut it and focus returns to the cart button.',
        'The lines are a list named "Cart items", each Remove button named by its product; the total is labelled "Total".',
        'Pay Now with an empty cart is refused by an alert notification; signed out it goes to `/signin`.',
      ],
      frame: '640px',
    }),
    layout: 'fullscreen',
    store: signedInStore(storyCart(2)),
  },
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

/** Signed in with two lines: name, Profile and Sign Out, the lines, the total and the links. */
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

/** A guest: Guest with Sign In, the empty cart and a total of Rs 0.00. */
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

/** Remove takes that line away, the total follows and the stored cart with it. */
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

/** Pay Now with nothing in the cart: an alert says the cart is empty. */
export const PayNowEmptyCart: Story = {
  parameters: { store: signedInStore([]) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    await expectNotice(canvasElement, 'alert', 'Your cart is empty');
  },
};

/** Pay Now as a guest goes to `/signin`. */
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

/** Escape calls `onClose`. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    panel();
    await userEvent.keyboard('{Escape}');
    expect(args.onClose).toHaveBeenCalled();
  },
};

/** Three lines at phone width: Pay Now still in view. */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
  parameters: { store: signedInStore(storyCart(3)) },
  play: async () => {
    expect(within(panel()).getByRole('button', { name: 'Pay Now' })).toBeVisible();
  },
};
