import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useNotify } from '../../state/hooks';
import { componentDocs, inFrame, noControl, selectOf } from '../../testing/componentDocs';
import { atViewport } from '../../testing/viewports';
import { Button } from '../Button';
import { createManualClock } from '../clock';
import { useBottomBarRoom } from '../useBottomBarRoom';
import { Notification } from './Notification';

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
  parameters: inFrame('260px'),
  render: () => <NotifyDemo />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Send message' }));
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveTextContent('Thank you for your message!');
    await userEvent.click(page.getByRole('button', { name: 'Fail payment' }));
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed: Your bank declined the payment.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(''));
    expect(within(region).getByRole('status')).toBeInTheDocument();
  },
};

/** The timers of the region, advanced by the play functions below. */
const noticeClock = createManualClock();
const advance = async (ms: number) => {
  noticeClock.advance(ms);
  await new Promise((resolve) => requestAnimationFrame(resolve));
};

/** The live regions are in the page before any message, so the first one is announced. */
export const LiveRegionsMountedFromTheStart: Story = {
  parameters: inFrame('120px'),
  render: () => <NotifyDemo />,
  play: async () => {
    const region = within(document.body).getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
    expect(region).toHaveTextContent('');
  },
};

/** A notice leaves after 10 s; an alert never leaves on a timer. */
export const AlertsStayNoticesLeave: Story = {
  render: () => <NotifyDemo />,
  parameters: { clock: noticeClock, ...inFrame('260px') },
  beforeEach: () => noticeClock.reset(),
  play: async ({ canvas }) => {
    const region = within(document.body).getByRole('region', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail payment' }));
    await userEvent.unhover(canvas.getByRole('button', { name: 'Fail payment' }));
    await advance(9_999);
    expect(within(region).getByRole('status')).toHaveTextContent('Thank you for your message!');
    await advance(1);
    await waitFor(() => expect(within(region).getByRole('status')).toHaveTextContent(''));
    await advance(600_000);
    expect(within(region).getByRole('alert')).toHaveTextContent('Payment failed: Your bank declined the payment.');
  },
};

/** Hovering or focusing a notice holds it; it leaves after the time that was left. */
export const NoticePausesOnHoverAndFocus: Story = {
  render: () => <NotifyDemo />,
  parameters: { clock: noticeClock, ...inFrame('200px') },
  beforeEach: () => noticeClock.reset(),
  play: async ({ canvas }) => {
    const region = within(document.body).getByRole('region', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const status = within(region).getByRole('status');
    await advance(5_000);
    await userEvent.hover(within(status).getByText(/Thank you/));
    await advance(60_000);
    expect(status).toHaveTextContent('Thank you for your message!');
    within(status).getByRole('button', { name: 'Dismiss message' }).focus();
    await userEvent.unhover(within(status).getByText(/Thank you/));
    await advance(60_000);
    expect(status).toHaveTextContent('Thank you for your message!');
    canvas.getByRole('button', { name: 'Send message' }).focus();
    await waitFor(() => expect(noticeClock.pending()).toBe(1));
    await advance(5_000);
    await waitFor(() => expect(status).toHaveTextContent(''));
  },
};

function PayNowBar() {
  const notify = useNotify();
  const bottomBar = useBottomBarRoom<HTMLDivElement>();
  return (
    <div ref={bottomBar} style={{ position: 'fixed', left: 0, right: 0, bottom: 0, padding: 16 }}>
      <Button fullWidth onClick={() => notify('Payment failed: Your bank declined the payment.', 'danger')}>
        Pay Now - Rs 1,499.00
      </Button>
    </div>
  );
}

/**
 * On a phone the notices sit at the bottom centre, above a bar fixed at the foot (which declares its
 * room): the primary action there stays visible and usable.
 */
export const OnPhoneNeverCoversThePrimaryAction: Story = {
  parameters: inFrame('480px'),
  render: () => <PayNowBar />,
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    const pay = canvas.getByRole('button', { name: 'Pay Now - Rs 1,499.00' });
    for (let index = 0; index < 4; index += 1) await userEvent.click(pay);
    const alert = within(within(document.body).getByRole('region', { name: 'Notifications' })).getByRole('alert');
    await waitFor(() => expect(alert.children).toHaveLength(4));
    const notices = alert.getBoundingClientRect();
    const action = pay.getBoundingClientRect();
    expect(notices.bottom).toBeLessThanOrEqual(action.top);
  },
};
