import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { componentDocs, noControl, selectOf } from '../../testing/componentDocs';
import { Banner } from './Banner';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  args: { tone: 'info', children: 'Secure payment powered by Razorpay.' },
  argTypes: {
    tone: selectOf(['info', 'success', 'warning', 'danger']),
    title: { control: 'text' },
    children: { control: 'text' },
    actions: noControl,
    onDismiss: noControl,
  },
  parameters: componentDocs({
    purpose:
      'A message that belongs to a part of the page and stays there while it is true: a payment that failed on the ' +
      'checkout, a note that payments are secure, what was added to the cart with a link to it.',
    avoid: [
      'News about something that just happened anywhere in the shop: use `notify` (`Notification`), which leaves by itself.',
      'An error on one field: show it on the field.',
      'A question that must be answered: use `Dialog`.',
    ],
    accessibility: [
      '`info` and `success` are `role="status"` (polite); `warning` and `danger` are `role="alert"`, read at once when they appear.',
      'Each tone has its own icon, so colour is not the only signal.',
      'With `onDismiss`, a Close button reachable by Tab; `actions` are ordinary links or buttons.',
    ],
  }),
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    expect(canvasElement).toHaveTextContent(String(args.children));
  },
};

/** A polite note. */
export const Info: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Secure payment powered by Razorpay.');
  },
};

/** A problem, with a title: an alert. */
export const ErrorMessage: Story = {
  args: { tone: 'danger', title: 'Payment failed', children: 'Payment failed: Your bank declined the payment.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your bank declined the payment.');
  },
};

/** Something went through. */
export const Success: Story = {
  args: { tone: 'success', children: 'Payment successful! Order placed.' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Payment successful! Order placed.');
  },
};

/** With an action (a link to the cart) and a Close button. */
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
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(canvas.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  },
};

/** Close calls `onDismiss`; the action link goes to its route. */
export const CloseAndActionWork: Story = {
  args: WithActionsAndDismiss.args,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'View Cart' }));
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/cart');
  },
};
