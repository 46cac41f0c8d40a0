import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GENERIC_ERROR_MESSAGES, SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { subscriptionsHandlers } from '../../../mocks';
import { atViewport } from '../../../testing/viewports';
import { Hero } from './Hero';

const meta = {
  title: 'Home/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
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

export const Desktop: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Turn your side hustle into real income.');
    expect(canvas.getByText('Achieve financial freedom with our premium tools.')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Your e-mail address' });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('type', 'email');
    expect(canvas.getByTestId('hero-visual').querySelectorAll('img')).toHaveLength(6);
    // No invented proof: the visual claims no purchase that nobody made.
    expect(canvas.getByTestId('hero-visual')).not.toHaveTextContent(/payment received|just now/i);
  },
};

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
