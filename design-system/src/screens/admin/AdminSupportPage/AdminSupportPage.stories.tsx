import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminSupportHandlers, mockDb, STORY_MERCHANT } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { AdminSupportPage } from './AdminSupportPage';
import { screenDocs } from '../../../testing/screenDocs';

/** A contact message, a bug report with two screenshots (the second of a type never shown), and another message. */
function seedInbox() {
  mockDb.addContactMessage({
    name: 'Rohan Iyer',
    email: 'rohan@example.in',
    message: 'Where can I find the invoice for the dashboard?\nI need it for my accountant.',
  });
  mockDb.addBugReport({
    title: 'Pay Now stays on Processing',
    description: 'After paying with UPI the button kept saying Processing for a minute.',
    severity: 'high',
    steps: '1. Add the CRM template\n2. Pay Now\n3. Pay with UPI',
    expected: 'A confirmation',
    actual: 'The button stayed on Processing',
    contact: 'kavya@example.in',
    screenshots: true,
    images: [
      { name: 'processing.png', type: 'image/png', size: 48_213 },
      { name: 'animation.gif', type: 'image/gif', size: 120_400 },
    ],
  });
  mockDb.addContactMessage({
    name: 'Neha Gupta',
    email: 'neha@example.in',
    message: 'Do you offer a discount for students?',
  });
  return {};
}

/** `count` contact messages, a minute apart. */
function seedMessages(count: number) {
  for (let index = 0; index < count; index++)
    mockDb.addContactMessage({
      name: `Customer ${index + 1}`,
      email: `customer${index + 1}@example.in`,
      message: `Question number ${index + 1} about the kits.`,
    });
  return {};
}

const meta = {
  title: 'Admin/AdminSupportPage',
  component: AdminSupportPage,
  parameters: {
    ...screenDocs({
      purpose:
        'Contact messages and bug reports (with their screenshots), newest first and open ones first of all; each can be marked handled once, which records who did it.',
      where:
        '`/admin/support`, inside the merchant console (`AdminConsole`, its own chunk), inside the site layout; merchants only (the e-mails of `ADMIN_EMAILS`).',
      calls: ['adminSupport', 'adminContactMessageHandled', 'adminBugReportHandled', 'adminBugReportImage'],
      accessibility: [
        'One `<h1>` in the ink band, focusable and focused after navigation; the console\'s tabs are a `nav` named "Console", the current one `aria-current="page"`.',
        'Loading is a `role="status"` skeleton named for what loads; a failed load is a danger `Banner` (`role="alert"`) with Try again.',
        'Mark handled is a button on each message; who handled it then shows in place, and a failure to mark it says why beside it (`role="alert"`).',
        'A `group` named "Show" filters open messages or all.',
        'A screenshot is an image named for its report; one that fails to load is replaced by a `role="img"` named "… (not shown)", and the report stays readable.',
      ],
    }),
    layout: 'fullscreen',
    route: '/admin/support',
    store: merchantStore(),
  },
} satisfies Meta<typeof AdminSupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The open messages, newest first; the report's screenshot is fetched with the session and shown,
 * the one of a refused type says why; a message marked handled leaves the open list.
 */
export const Default: Story = {
  loaders: [seedInbox],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Messages' });
    // The messages are the list's own items (a report's screenshots are a list of their own).
    const items = [...list.children] as HTMLElement[];
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText(/Neha Gupta/)).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
    expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
    const shot = await canvas.findByRole('img', { name: 'Screenshot 1 of “Pay Now stays on Processing”' });
    expect(shot.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((shot as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    expect(
      await canvas.findByRole('img', { name: 'Screenshot 2 of “Pay Now stays on Processing” (not shown)' }),
    ).toHaveTextContent('This screenshot is not a PNG, JPEG or WebP image, so it is not shown.');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark handled: the message from Rohan Iyer' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Messages' }).children).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Handled' }));
    const handled = await canvas.findByRole('list', { name: 'Messages' });
    await waitFor(() => expect(handled.children).toHaveLength(1));
    expect(within(handled).getByText(new RegExp(`Handled by ${STORY_MERCHANT.email}`))).toBeVisible();
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/** Every message, handled or not, with the keyboard: marking one handled shows who did it, in place. */
export const AllWithKeyboard: Story = {
  parameters: { route: '/admin/support?state=all' },
  loaders: [seedInbox],
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Messages' });
    const mark = canvas.getByRole('button', { name: 'Mark handled: “Pay Now stays on Processing”' });
    mark.focus();
    await userEvent.keyboard('{Enter}');
    expect(await canvas.findByText(new RegExp(`Handled by ${STORY_MERCHANT.email}`))).toBeVisible();
    expect(canvas.getByRole('list', { name: 'Messages' }).children).toHaveLength(3);
  },
};

/** Thirty messages: twenty-five to a page, the rest on request. */
export const ManyMessages: Story = {
  loaders: [() => seedMessages(30)],
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('list', { name: 'Messages' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(25);
    await userEvent.click(canvas.getByRole('button', { name: 'Show older messages' }));
    const more = await canvas.findByRole('list', { name: 'Older messages' });
    expect(within(more).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** `ManyMessages` at phone width (375 px). */
export const ManyMessagesMobile: Story = { ...ManyMessages, globals: atViewport('mobile375') };

/** Nothing left to handle: "Nothing waiting". */
export const NothingOpen: Story = {
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: 'Nothing waiting' })).toBeVisible();
  },
};

/** `NothingOpen` at phone width (375 px). */
export const NothingOpenMobile: Story = { ...NothingOpen, globals: atViewport('mobile375') };

/** A screenshot that fails to load says so in its place; the report stays readable. */
export const ImageFailed: Story = {
  loaders: [seedInbox],
  parameters: { msw: { handlers: { adminSupport: adminSupportHandlers.imagesFail } } },
  play: async ({ canvas }) => {
    const failed = await canvas.findByRole('img', {
      name: 'Screenshot 1 of “Pay Now stays on Processing” (not shown)',
    });
    expect(failed).toHaveTextContent('Something went wrong');
    expect(canvas.getByText('Pay Now stays on Processing')).toBeVisible();
  },
};

/** `ImageFailed` at phone width (375 px). */
export const ImageFailedMobile: Story = { ...ImageFailed, globals: atViewport('mobile375') };

/** While the messages load: the "Loading messages..." status skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: { adminSupport: adminSupportHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading messages...' })).toBeInTheDocument();
  },
};

/** The server fails: "The messages could not be loaded" with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminSupport: adminSupportHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The messages could not be loaded')).toBeVisible();
  },
};

/** `LoadFailed` at phone width (375 px). */
export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };
