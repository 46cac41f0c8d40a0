import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AuditEntry } from '@profit/contract';
import { adminHandlers, seedAuditLog, STORY_MERCHANT } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { AdminAuditLogPage } from './AdminAuditLogPage';
import { screenDocs } from '../../../testing/screenDocs';

/** `count` refunds of the owner's and a partner's, an hour apart, newest first from 26 Nov 2026. */
function seedEntries(count: number) {
  const entries: AuditEntry[] = Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
    at: new Date(Date.UTC(2026, 10, 26, 12) - index * 3_600_000).toISOString(),
    actorEmail: index % 2 === 0 ? STORY_MERCHANT.email : 'partner@profit.demo',
    action: 'refund',
    subject: `0000000${index % 10}-1111-4000-8000-000000000000`,
    details: { amount: 49_900, reason: 'Asked within the 30-day guarantee', productIds: ['founder-metrics-dashboard'] },
  }));
  seedAuditLog(entries);
  return {};
}

const meta = {
  title: 'Admin/AdminAuditLogPage',
  component: AdminAuditLogPage,
  parameters: {
    ...screenDocs({
      purpose:
        'Every merchant action (refunds, exports, erasures, messages marked handled), newest first, who did it and when, a refund linking to its order; nothing here can be changed.',
      where:
        '`/admin/audit-log`, inside the merchant console (`AdminConsole`, its own chunk), inside the site layout; merchants only (the e-mails of `ADMIN_EMAILS`).',
      calls: ['adminAuditLog'],
      accessibility: [
        'One `<h1>` in the ink band, focusable and focused after navigation; the console\'s tabs are a `nav` named "Console", the current one `aria-current="page"`.',
        'Loading is a `role="status"` skeleton named for what loads; a failed load is a danger `Banner` (`role="alert"`) with Try again.',
        'The entries are a named list, fifty to a page; older ones come with a button, in a list of their own.',
      ],
    }),
    layout: 'fullscreen',
    route: '/admin/audit-log',
    store: merchantStore(),
  },
} satisfies Meta<typeof AdminAuditLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who refunded what and when, newest first, each linking to its order; the console's tab is marked. */
export const Default: Story = {
  loaders: [() => seedEntries(3)],
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('list', { name: 'Audit log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(within(log).getAllByText(/^owner@profit\.demo/)).toHaveLength(2);
    expect(within(log).getAllByRole('link', { name: /^order / })[0]).toHaveAttribute(
      'href',
      '/admin/orders/00000000-1111-4000-8000-000000000000',
    );
    expect(canvas.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/** Sixty entries: fifty to a page, the rest on request. */
export const ManyEntries: Story = {
  loaders: [() => seedEntries(60)],
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('list', { name: 'Audit log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(canvas.getByRole('button', { name: 'Show older entries' }));
    expect(within(await canvas.findByRole('list', { name: 'Older entries' })).getAllByRole('listitem')).toHaveLength(
      10,
    );
  },
};

/** `ManyEntries` at phone width (375 px). */
export const ManyEntriesMobile: Story = { ...ManyEntries, globals: atViewport('mobile375') };

/** No action yet: "Nothing recorded yet". */
export const Empty: Story = {
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: 'Nothing recorded yet' })).toBeVisible();
  },
};

/** While the entries load: the "Loading the audit log..." status skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading the audit log...' })).toBeInTheDocument();
  },
};

/** The server fails: "The audit log could not be loaded" with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The audit log could not be loaded')).toBeVisible();
  },
};

/** `LoadFailed` at phone width (375 px). */
export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };
