import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Notification, NotificationRegion } from './Notification';

const meta = {
  title: 'Primitives/Notification',
  component: Notification,
  args: { children: 'Payment successful! Order placed.', tone: 'success' },
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Payment successful! Order placed.');
  },
};

export const ErrorMessage: Story = {
  args: { tone: 'danger', children: 'Authentication failed. Please try again.' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
  },
};

export const Warning: Story = {
  args: { tone: 'warning', children: 'Your cart is empty' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('alert')).toHaveTextContent('Your cart is empty');
  },
};

export const Dismissible: Story = {
  args: { tone: 'info', children: 'Signing you in...', onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss message' }));
    expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The region shows the notices it is given, alerts apart from the rest; dismissing one reports its id. */
export const Region: Story = {
  render: (args) => (
    <NotificationRegion
      notices={[
        { id: 'sent', tone: 'success', text: 'Thank you for your message! We’ll get back to you soon.' },
        { id: 'failed', tone: 'danger', text: 'Payment failed: Your bank declined the payment.' },
      ]}
      onDismiss={args.onDismiss ?? (() => undefined)}
    />
  ),
  args: { onDismiss: fn() },
  // The story providers mount the app's own (empty) region beside this one: two regions of one
  // name exist only here, never in the shop.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  play: async ({ args }) => {
    // The story providers mount the store's region too: this story's is the one holding its notices.
    const failed = await within(document.body).findByText(/Payment failed/);
    const region = failed.closest<HTMLElement>('[aria-label="Notifications"]')!;
    expect(within(region).getByRole('status')).toHaveTextContent('Thank you for your message!');
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    expect(args.onDismiss).toHaveBeenCalledWith('failed');
  },
};
