import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Notification, NotificationRegion } from './Notification';
import { componentDocs, noControl, selectOf } from '../../testing/componentDocs';

const meta = {
  title: 'Primitives/Notification',
  component: Notification,
  args: { children: 'Payment successful! Order placed.', tone: 'success' },
  argTypes: {
    children: { control: 'text' },
    tone: selectOf(['success', 'info', 'warning', 'danger']),
    live: { control: 'boolean' },
    onDismiss: noControl,
  },
  parameters: componentDocs({
    purpose:
      'A short message about something that just happened: a payment went through, a message was sent, a ' +
      "request failed. Screens call `notify(text, tone)` and the page's one `Notifications` region shows it " +
      'above everything, at the right from 768 px and at the bottom on a phone. Notices leave after 10 s; ' +
      'errors and warnings stay until dismissed.',
    avoid: [
      "An error in a form field: show it on the field (`TextField`'s `error`).",
      'A lasting state of the page (a sale, an outage, an unverified e-mail): use `Banner`.',
      'A question or a choice: use `Dialog`.',
      'Rendering `Notification` yourself in a screen: call `notify` so messages queue in one place.',
    ],
    accessibility: [
      'Two live regions are in the page from the start: `role="status"` (polite) for success and info, `role="alert"` (assertive) for warnings and errors, so even the first message is read.',
      'Each message has a Dismiss button reachable by Tab; a notice stays while hovered or focused, so it can be read at any pace.',
      'Colour is never the only signal: each tone has its own icon.',
      "It stays outside the modal stack's `inert`, so it is read and usable above an open dialog.",
    ],
  }),
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByText(args.children)).toBeVisible();
  },
};

/** Something went through: a polite status. */
export const Success: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Payment successful! Order placed.');
  },
};

/** Something failed: an alert, read at once, with what to do. */
export const ErrorMessage: Story = {
  args: { tone: 'danger', children: 'Authentication failed. Please try again.' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('alert')).toHaveTextContent('Authentication failed. Please try again.');
  },
};

/** Something needs attention before going on: an alert. */
export const Warning: Story = {
  args: { tone: 'warning', children: 'Your cart is empty' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('alert')).toHaveTextContent('Your cart is empty');
  },
};

/** With `onDismiss`: a Dismiss button at its end. */
export const Dismissible: Story = {
  args: { tone: 'info', children: 'Signing you in...', onDismiss: fn() },
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('button', { name: 'Dismiss message' })).toBeEnabled();
    expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Pressing Dismiss calls `onDismiss` once. */
export const DismissCallsOnDismiss: Story = {
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
