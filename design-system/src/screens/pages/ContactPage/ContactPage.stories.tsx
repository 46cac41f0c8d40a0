import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  CONTACT_THANK_YOU,
  GENERIC_ERROR_MESSAGES,
  SAMPLE_IDENTITY_NOTE,
  SAMPLE_SHOP_IDENTITY,
} from '@profit/contract';
import { CONFIGURED_SHOP_IDENTITY, mockDb, shopIdentityHandlers, supportHandlers } from '../../../mocks';
import { atViewport } from '../../../testing/viewports';
import { ContactPage } from './ContactPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/ContactPage',
  component: ContactPage,
  parameters: {
    ...screenDocs({
      purpose:
        "The contact form (name, e-mail, message, checked with the contract's schema and stored by the backend) beside the seller's identity (who sells, where, GSTIN, support e-mail and phone, hours). Success clears the form and says so; a failure keeps the text and shows why.",
      where: "`/contact` and `/contact-us` (the footer's address), inside the site layout.",
      calls: ['contact', 'shopIdentity'],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "The form is named by its tile's `<h2>`; each error is under its field and tied to it (`aria-describedby`), and the first invalid field takes focus.",
        'Correcting one field clears only its own message.',
        'The thanks is a success notification (polite); a server failure or the rate limit shows in a danger `Banner` (`role="alert"`) above the button, the text kept.',
        '"Other ways to reach us" is a labelled `aside`; a demo shop\'s identity is marked as a sample in words.',
      ],
    }),
    layout: 'fullscreen',
    route: '/contact',
  },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvas: ReturnType<typeof within>) => ({
  name: canvas.getByRole('textbox', { name: 'Name' }),
  email: canvas.getByRole('textbox', { name: 'E-mail' }),
  message: canvas.getByRole('textbox', { name: 'Message' }),
  send: canvas.getByRole('button', { name: 'Send message' }),
});

/** A demo shop: its sample seller identity, marked as a sample. */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Talk to our team' })).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Contact us | Profit');
    const seller = within(canvas.getByRole('complementary', { name: 'Other ways to reach us' }));
    await expect(await seller.findByText(SAMPLE_SHOP_IDENTITY.legalName)).toBeVisible();
    await expect(seller.getByText(SAMPLE_IDENTITY_NOTE)).toBeVisible();
  },
};

/** A live shop: who sells, where, its GSTIN, support e-mail and phone and business hours. */
export const ConfiguredIdentity: Story = {
  globals: atViewport('desktop1280'),
  parameters: { msw: { handlers: { shopIdentity: shopIdentityHandlers.configured } } },
  play: async ({ canvas }) => {
    const seller = within(canvas.getByRole('complementary', { name: 'Other ways to reach us' }));
    const identity = (await seller.findByText(CONFIGURED_SHOP_IDENTITY.legalName)).closest('address')!;
    await expect(identity).toHaveTextContent(CONFIGURED_SHOP_IDENTITY.address);
    await expect(identity).toHaveTextContent(`GSTIN ${CONFIGURED_SHOP_IDENTITY.gstin}`);
    await expect(within(identity).getByRole('link', { name: CONFIGURED_SHOP_IDENTITY.supportPhone })).toHaveAttribute(
      'href',
      'tel:+918045678900',
    );
    await expect(identity).toHaveTextContent(CONFIGURED_SHOP_IDENTITY.businessHours);
    await expect(seller.queryByText(SAMPLE_IDENTITY_NOTE)).toBeNull();
  },
};

/** The `Mobile` story at desktop width (1280 px). */
export const Desktop: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Replies within 24 hours, every day of the year.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Report a bug' })).toHaveAttribute('href', '/report-bug');
  },
};

/** Empty fields: each error under its field, tied to it, and the first invalid field focused. */
export const RequiredFields: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    const form = fields(canvas);
    await userEvent.type(form.email, 'riya-at-example');
    await userEvent.click(form.send);
    await expect(form.name).toHaveFocus();
    await expect(form.name).toHaveAccessibleDescription('Enter your name.');
    await expect(form.email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await expect(form.message).toHaveAccessibleDescription(
      'Include your order number if your message is about a purchase. Write your message.',
    );
    await expect(form.message).toHaveAttribute('aria-invalid', 'true');
    await expect(mockDb.contactMessages()).toHaveLength(0);
  },
};

/**
 * After a refused submit each field is checked again as it is corrected: typing in one clears its
 * own message once it is right, never another field's.
 */
export const CorrectingOneFieldKeepsTheOthersErrors: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    const form = fields(canvas);
    await userEvent.click(form.send);
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(form.name, 'Riya Sharma');
    await expect(form.name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(form.message).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(form.email, 'riya@');
    await expect(form.email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await expect(form.message).toHaveAccessibleDescription(
      'Include your order number if your message is about a purchase. Write your message.',
    );
  },
};

/** Sent and stored: the form clears and the spec's thanks is announced as a notification. */
export const Sent: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    const alert = spyOn(window, 'alert');
    const form = fields(canvas);
    await userEvent.type(form.name, 'Riya Sharma');
    await userEvent.type(form.email, 'riya@example.in');
    await userEvent.type(form.message, 'Does the CRM template work with Notion’s free plan?');
    await userEvent.click(form.send);
    const notice = await within(document.body).findByText(CONTACT_THANK_YOU);
    await expect(notice.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(form.name).toHaveValue(''));
    await expect(form.message).toHaveValue('');
    await expect(mockDb.contactMessages()).toMatchObject([{ name: 'Riya Sharma', email: 'riya@example.in' }]);
    await expect(alert).not.toHaveBeenCalled();
  },
};

/** The server fails: the text stays and the reason is shown. */
export const ServerError: Story = {
  globals: atViewport('mobile375'),
  parameters: { msw: { handlers: { support: supportHandlers.serverError } } },
  play: async ({ canvas }) => {
    const form = fields(canvas);
    await userEvent.type(form.name, 'Riya Sharma');
    await userEvent.type(form.email, 'riya@example.in');
    await userEvent.type(form.message, 'Hello');
    await userEvent.click(form.send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGES.internal);
    await expect(form.name).toHaveValue('Riya Sharma');
    await expect(form.message).toHaveValue('Hello');
  },
};

/** Too many messages from one address: the 429's message. */
export const RateLimited: Story = {
  globals: atViewport('desktop1280'),
  parameters: { msw: { handlers: { support: supportHandlers.rateLimited } } },
  play: async ({ canvas }) => {
    const form = fields(canvas);
    await userEvent.type(form.name, 'Riya');
    await userEvent.type(form.email, 'riya@example.in');
    await userEvent.type(form.message, 'Hello again');
    await userEvent.click(form.send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
  },
};
