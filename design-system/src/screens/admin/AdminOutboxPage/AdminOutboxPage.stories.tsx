import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminOutboxEmail } from '@profit/contract';
import { adminMailingHandlers, seedOutbox } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { AdminOutboxPage } from './AdminOutboxPage';
import { screenDocs } from '../../../testing/screenDocs';

/** `count` e-mails ten minutes apart before 15 Jan 2026: sent, queued (retrying) and failed in turn. */
function seed(count: number) {
  return seedOutbox(
    Array.from({ length: count }, (_, index): AdminOutboxEmail => {
      const createdAt = new Date(Date.UTC(2026, 0, 15, 9) - index * 600_000).toISOString();
      const state = (['sent', 'queued', 'failed'] as const)[index % 3]!;
      const orderId = `0000000${index % 10}-2222-4000-8000-000000000000`;
      return {
        id: `00000000-0000-4000-9400-${String(index).padStart(12, '0')}`,
        kind: index % 4 === 3 ? 'newsletter_confirmation' : 'receipt',
        to: `buyer${index}@example.in`,
        subject:
          index % 4 === 3
            ? 'Confirm your subscription'
            : `Your receipt: PRF/25-26/${String(200 + index).padStart(6, '0')}`,
        createdAt,
        sentAt: state === 'sent' ? createdAt : null,
        state,
        attempts: state === 'sent' ? 1 : state === 'failed' ? 20 : 2,
        lastError: state === 'sent' ? null : '421 Service not available, try again later',
        orderId: index % 4 === 3 ? null : orderId,
      };
    }),
  );
}

const meta = {
  title: 'Admin/AdminOutboxPage',
  component: AdminOutboxPage,
  parameters: {
    ...screenDocs({
      purpose:
        'Every e-mail the shop wrote (receipts, refunds, newsletter) and whether it went: delivery state, attempts and last error; read-only, filtered to the failed ones on request.',
      where:
        '`/admin/outbox`, inside the merchant console (`AdminConsole`, its own chunk), inside the site layout; merchants only (the e-mails of `ADMIN_EMAILS`).',
      calls: ['adminOutbox'],
      accessibility: [
        'One `<h1>` in the ink band, focusable and focused after navigation; the console\'s tabs are a `nav` named "Console", the current one `aria-current="page"`.',
        'Loading is a `role="status"` skeleton named for what loads; a failed load is a danger `Banner` (`role="alert"`) with Try again.',
        'The e-mails are a list named "E-mails", fifty to a page; older ones come in a list named "Older e-mails".',
      ],
    }),
    layout: 'fullscreen',
    route: '/admin/outbox',
    store: merchantStore(),
  },
} satisfies Meta<typeof AdminOutboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each e-mail with its delivery, attempts and last error; the filter keeps the failed ones. */
export const Default: Story = {
  loaders: [() => seed(6)],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'E-mails' });
    expect(within(list).getAllByText(/^Last error: 421/).length).toBeGreaterThan(0);
    expect(
      within(list)
        .getAllByRole('link', { name: /^order / })
        .map((link) => link.getAttribute('href')),
    ).toContain('/admin/orders/00000000-2222-4000-8000-000000000000');
    expect(canvas.getByRole('link', { name: 'Outbox' })).toHaveAttribute('aria-current', 'page');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Delivery' }), 'failed');
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'E-mails' })).getAllByText('Failed')).toHaveLength(2),
    );
    expect(within(canvas.getByRole('list', { name: 'E-mails' })).queryByText('Sent')).toBeNull();
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/** Sixty e-mails: fifty to a page, the rest with Show older e-mails. */
export const ManyEmails: Story = {
  loaders: [() => seed(60)],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'E-mails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(canvas.getByRole('button', { name: 'Show older e-mails' }));
    expect(await canvas.findByRole('list', { name: 'Older e-mails' })).toBeVisible();
  },
};

/** `ManyEmails` at phone width (375 px). */
export const ManyEmailsMobile: Story = { ...ManyEmails, globals: atViewport('mobile375') };

/** Nothing failed: the filter's empty state. */
export const NoneFailed: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Delivery' }), 'failed');
    expect(await canvas.findByRole('heading', { name: 'No failed e-mails' })).toBeVisible();
  },
};

/** While the e-mails load: the "Loading the outbox..." status skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: { adminMailing: adminMailingHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading the outbox...' })).toBeInTheDocument();
  },
};

/** The server fails: "The outbox could not be loaded" with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminMailing: adminMailingHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The outbox could not be loaded')).toBeVisible();
  },
};

/** `LoadFailed` at phone width (375 px). */
export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };
