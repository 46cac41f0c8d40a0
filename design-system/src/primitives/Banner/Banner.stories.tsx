import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { Banner } from './Banner';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: { tone: 'info', children: 'Secure payment powered by Razorpay.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Secure payment powered by Razorpay.');
  },
};

export const ErrorMessage: Story = {
  args: { tone: 'danger', title: 'Payment failed', children: 'Payment failed: Your bank declined the payment.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your bank declined the payment.');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Payment successful! Order placed.' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Payment successful! Order placed.');
  },
};

export const WithActionsAndDismiss: Story = {
  args: {
    tone: 'success',
    title: 'Customers who bought "Instagram Growth Playbook" also bought:',
    children: 'WhatsApp Sales Kit, Launch E-mail Sequences',
    actions: (
      <ButtonLink to="/cart" size="sm">
        View Cart
      </ButtonLink>
    ),
    onDismiss: fn(),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'View Cart' }));
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/cart');
  },
};
