import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useNotify } from '../../state/hooks';
import { Button } from '../Button';
import { Notification } from './Notification';

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

function NotifyDemo() {
  const notify = useNotify();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => notify('Thank you for your message! We’ll get back to you soon.', 'success')}>
        Send message
      </Button>
      <Button variant="danger" onClick={() => notify('Payment failed: Your bank declined the payment.', 'danger')}>
        Fail payment
      </Button>
    </div>
  );
}

/** Screens call `notify(text, tone)`; the region announces it and keeps errors until dismissed. */
export const FromAScreen: Story = {
  render: () => <NotifyDemo />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Send message' }));
    const region = await page.findByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveTextContent('Thank you for your message!');
    await userEvent.click(page.getByRole('button', { name: 'Fail payment' }));
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed: Your bank declined the payment.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(within(region).queryByRole('alert')).toBeNull());
    expect(within(region).getByRole('status')).toBeInTheDocument();
  },
};
