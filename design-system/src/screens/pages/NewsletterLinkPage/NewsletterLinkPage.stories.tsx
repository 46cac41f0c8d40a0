import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { expect, userEvent } from 'storybook/test';
import { subscriptionLinkHandlers } from '../../../mocks';
import { MOCK_CONFIRMATION_TOKEN, MOCK_UNSUBSCRIBE_TOKEN } from '../../../mocks/db';
import { atViewport } from '../../../testing/viewports';
import { NewsletterLinkPage } from './NewsletterLinkPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/NewsletterLinkPage',
  component: NewsletterLinkPage,
  argTypes: { action: { control: 'inline-radio', options: ['confirm', 'unsubscribe'] } },
  args: { action: 'confirm' },
  parameters: {
    ...screenDocs({
      purpose:
        "The pages a newsletter e-mail's links open: confirm the subscription, or unsubscribe. The link does nothing by itself (a mail scanner that follows it confirms or ends nothing): the shopper's press sends the token from the address (`#token`), and the page says what the server did.",
      where:
        '`/newsletter/confirm` and `/newsletter/unsubscribe` (personal links, never in the sitemap), inside the site layout.',
      calls: ['confirmSubscription', 'unsubscribe'],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        'The outcome is a `role="status"` message when it worked and `role="alert"` when it did not (link not valid, incomplete, service down).',
        'The button stays after a passing failure so it can be pressed again.',
      ],
    }),
    layout: 'fullscreen',
    route: `/newsletter/confirm#${MOCK_CONFIRMATION_TOKEN}`,
  },
} satisfies Meta<typeof NewsletterLinkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation e-mail's link opened: nothing happens until the press (a mail scanner confirms nothing). */
export const ConfirmWaitsForThePress: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await expect(document.title).toBe('Confirm your subscription | Profit');
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(canvas.getByRole('button', { name: 'Confirm my subscription' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** `ConfirmWaitsForThePress` at phone width (375 px). */
export const ConfirmWaitsForThePressMobile: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirm my subscription' })).toBeVisible();
  },
};

/** The press confirms: the server's words, and the way on to the kits. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my subscription' }));
    await expect(await canvas.findByText(SUBSCRIPTION_MESSAGES.confirmed)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the kits' })).toHaveAttribute('href', '/products');
  },
};

/** A link the shop never sent, used up or expired: 404, said plainly, with the way to subscribe again. */
export const LinkNotValid: Story = {
  parameters: { route: '/newsletter/confirm#never-sent-token-0123456789abcdef' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my subscription' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SUBSCRIPTION_MESSAGES.linkInvalid);
    await expect(canvas.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
  },
};

/** The address lost its `#token` (copied in part): said at once, nothing to press. */
export const LinkIncomplete: Story = {
  parameters: { route: '/newsletter/confirm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SUBSCRIPTION_MESSAGES.linkInvalid);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The service is briefly down: its words, and the button stays to try again. */
export const ServiceUnavailable: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionLinkHandlers.serviceUnavailable } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my subscription' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('briefly unavailable');
    await expect(canvas.getByRole('button', { name: 'Confirm my subscription' })).toBeEnabled();
  },
};

/** Every newsletter e-mail's unsubscribe link. */
export const Unsubscribe: Story = {
  args: { action: 'unsubscribe' },
  parameters: { route: `/newsletter/unsubscribe#${MOCK_UNSUBSCRIBE_TOKEN}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unsubscribe from our updates' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(await canvas.findByText(SUBSCRIPTION_MESSAGES.unsubscribed)).toBeVisible();
  },
};
