import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { signedInStore } from '../../../testing/storyState';
import { closeSimulatedCheckouts, simulatedCheckoutDialog } from '../SimulatedCheckoutDialog';
import { PurchaseJourney } from './PurchaseJourney';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Shop/PurchaseJourney',
  component: PurchaseJourney,
  parameters: {
    ...screenDocs({
      purpose:
        "The shop's buying route end to end, as the storefront wires it: the catalogue, the cart panel and page, the simulated checkout and the profile's library. A harness for the keyboard-only purchase, not a screen of its own.",
      where: 'Not a page: the routes `/products`, `/cart` and `/profile` together in a memory router.',
      calls: ['products', 'library', 'orders', 'createOrder', 'verifyPayment', 'order', 'simulatePayment'],
      accessibility: [
        'The whole purchase is done with the keyboard only: Tab, Enter and Escape, no pointer.',
        "Each step's focus lands where the next action is (the dialog's first control, the page's `<h1>` after navigation).",
      ],
    }),
    layout: 'fullscreen',
    route: '/products',
    store: signedInStore(),
    services: { loadCheckout: simulatedCheckoutDialog() },
  },
  beforeEach: () => closeSimulatedCheckouts,
} satisfies Meta<typeof PurchaseJourney>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Presses Tab until `target` has the focus (and fails if it never does): no pointer involved. */
async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 120 && document.activeElement !== target; presses += 1) await userEvent.tab();
  expect(target).toHaveFocus();
}

async function press(target: HTMLElement) {
  await tabTo(target);
  await userEvent.keyboard('{Enter}');
}

/** Add, open the cart, pay in the simulated checkout, see the success and the library: keyboard only. */
export const KeyboardOnlyPurchase: Story = {
  parameters: {
    // A whole journey: which notices are still on screen at its end depends on how long it took.
    chromatic: { disableSnapshot: true },
    visual: {
      reason: 'a timed journey: its last screen differs run to run (the cart page states are pictured by CartPage)',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const location = within(canvasElement).getByTestId('story-location');
    const card = (await canvas.findByRole('article', { name: 'Instagram Growth Playbook' })) as HTMLElement;
    await press(within(card).getByRole('button', { name: 'Add to Cart' }));

    const banner = canvas.getByRole('complementary', {
      name: 'Customers who bought "Instagram Growth Playbook" also bought:',
    });
    await press(within(banner).getByRole('link', { name: 'View Cart' }));
    expect(location).toHaveTextContent('/cart');

    // The billing form starts from Asha's last order (Maharashtra, 411045): Pay Now submits it.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'PIN code' })).toHaveValue('411045'));
    const payNow = await canvas.findByRole('button', { name: 'Pay Now - Rs 499.00' });
    await press(payNow);
    const checkout = await screen.findByRole('dialog', { name: 'Simulated checkout' });
    expect(within(checkout).getByText('Demo store: payments are simulated')).toBeInTheDocument();
    await press(within(checkout).getByRole('button', { name: 'Pay Rs 499.00' }));

    const bought = await canvas.findByRole('region', { name: 'Payment successful! Order placed.' });
    expect(within(bought).getByRole('button', { name: 'Download Instagram Growth Playbook' })).toBeVisible();
    await press(within(bought).getByRole('link', { name: 'Go to your library' }));
    expect(location).toHaveTextContent('/profile');

    const library = await canvas.findByRole('list', { name: 'Your downloads' });
    const download = await within(library).findByRole('button', { name: 'Download Instagram Growth Playbook' });
    await tabTo(download);
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Latest orders' })).getAllByText('Paid')).toHaveLength(2),
    );
  },
};
