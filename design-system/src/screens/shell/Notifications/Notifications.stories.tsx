import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, createManualClock, useBottomBarRoom } from '../../../primitives';
import { useNotify } from '../../../state/hooks';
import { atViewport } from '../../../testing/viewports';
import { Notifications } from './Notifications';
import { screenDocs } from '../../../testing/screenDocs';

// Every story runs inside the story providers, which mount `Notifications` beside the story.
const meta = {
  title: 'Shell/Notifications',
  component: Notifications,
  parameters: screenDocs({
    purpose:
      'The notification region fed from the store: it shows what screens sent with `notify(text, tone)`. Notices leave after 10 s (held while hovered or focused); alerts stay until dismissed.',
    where: "Once per page, from the storefront's root: at the right below the bar from 768 px, at the foot on a phone.",
    calls: [],
    accessibility: [
      'A region named "Notifications" with a polite `role="status"` list and an assertive `role="alert"` list, both in the page from the start so the first message is announced.',
      'Each message has a Dismiss button; the 10 s countdown pauses while the pointer or focus is on it (WCAG 2.2.1).',
      "On a phone it sits above a bar at the foot (`useBottomBarRoom`) and never covers the page's primary action.",
    ],
    frame: '360px',
  }),
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  parameters: { clock: noticeClock },
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
  parameters: { clock: noticeClock },
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
