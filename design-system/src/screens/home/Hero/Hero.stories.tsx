import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GENERIC_ERROR_MESSAGES, SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { subscriptionsHandlers } from '../../../mocks';
import { atViewport } from '../../../testing/viewports';
import { Hero } from './Hero';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Home/Hero',
  component: Hero,
  parameters: {
    ...screenDocs({
      purpose:
        "The home page's opening: the headline, the spec's subtitle, the e-mail subscription ('Start Earning Now'), a visual built from the shipped product covers, and the counting statistics. It shows no invented proof (no purchase notice that no purchase caused).",
      where: 'The top of `/` (in `HomePage`).',
      calls: ['subscribe'],
      accessibility: [
        "The page's one `<h1>` is the headline.",
        'The subscription is a form named "Subscribe" with a labelled e-mail field (`type="email"`, required), checked with the contract\'s schema: a wrong or empty address gets its message under the field, tied to it by `aria-describedby`, and the field takes focus; the server\'s answer is a notification (success polite, failure an alert) and the typed address stays on failure.',
        'The button is busy and cannot be pressed twice while the request runs.',
        'The statistics count up once in view; screen readers get the final values, and reduced motion shows them at once.',
      ],
    }),
    layout: 'fullscreen',
  },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectNotice(canvasElement: HTMLElement, role: 'alert' | 'status', text: string) {
  const region = await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole(role)).toHaveTextContent(text));
}

const subscribe = async (canvas: ReturnType<typeof within>, email: string) => {
  const form = canvas.getByRole('form', { name: 'Subscribe' });
  const field = within(form).getByRole('textbox', { name: 'Your e-mail address' });
  await userEvent.type(field, email);
  await userEvent.click(within(form).getByRole('button', { name: 'Start Earning Now' }));
  return field;
};

/** At 1280 px: the headline, the subtitle, the required e-mail field and the six covers at rest, no purchase notice. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Turn your side hustle into real income.');
    expect(canvas.getByText('Achieve financial freedom with our premium tools.')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Your e-mail address' });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('type', 'email');
    const covers = [...canvas.getByTestId('hero-visual').querySelectorAll('img')];
    expect(covers).toHaveLength(6);
    // The covers rise once and rest: a motion that never ends keeps the browser drawing every frame.
    for (const cover of covers) expect(getComputedStyle(cover).animationIterationCount).toBe('1');
    // No invented proof: the visual claims no purchase that nobody made.
    expect(canvas.getByTestId('hero-visual')).not.toHaveTextContent(/payment received|just now/i);
  },
};

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
};

/** Success: the server's message as a notification, the field cleared. */
export const SubscribeSucceeds: Story = {
  play: async ({ canvas, canvasElement }) => {
    const field = await subscribe(canvas, 'meera@example.in');
    await expectNotice(canvasElement, 'status', SUBSCRIPTION_MESSAGES.checkInbox);
    expect(field).toHaveValue('');
  },
};

/** Failure with a message (the server's database is down): the server's words, and the field keeps what was typed. */
export const SubscribeServerMessage: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionsHandlers.serviceUnavailable } } },
  play: async ({ canvas, canvasElement }) => {
    const field = await subscribe(canvas, 'meera@example.in');
    await expectNotice(canvasElement, 'alert', GENERIC_ERROR_MESSAGES.serviceUnavailable);
    expect(field).toHaveValue('meera@example.in');
  },
};

/** Failure without a message: the spec's fallback. */
export const SubscribeNetworkFailure: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionsHandlers.networkFailure } } },
  play: async ({ canvas, canvasElement }) => {
    const field = await subscribe(canvas, 'meera@example.in');
    await expectNotice(canvasElement, 'alert', 'Something went wrong. Please try again.');
    expect(field).toHaveValue('meera@example.in');
  },
};

/** The button is busy (and cannot be pressed twice) while the request runs. */
export const SubscribeBusy: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionsHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    await subscribe(canvas, 'meera@example.in');
    const button = within(canvas.getByRole('form', { name: 'Subscribe' })).getByRole('button');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
  },
};

/** An empty field is refused by the contract's schema: its message under the field, which takes focus; no request. */
export const EmailRequired: Story = {
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByRole('textbox', { name: 'Your e-mail address' });
    await userEvent.click(canvas.getByRole('button', { name: 'Start Earning Now' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter your e-mail address.'));
    await waitFor(() => expect(field).toHaveFocus());
    expect(within(canvasElement).queryByRole('region', { name: 'Notifications' })).toBeNull();
  },
};
