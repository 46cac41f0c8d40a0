import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminHandlers, STORY_USER } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { seedShopOrders } from '../adminStoryData';
import { AdminOrdersPage } from './AdminOrdersPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Admin/AdminOrdersPage',
  component: AdminOrdersPage,
  parameters: {
    ...screenDocs({
      purpose:
        "Every shopper's orders, newest first, searched (e-mail, order id, payment id or invoice number) and filtered by status and dates; each opens its page.",
      where:
        '`/admin/orders`, inside the merchant console (`AdminConsole`, its own chunk), inside the site layout; merchants only (the e-mails of `ADMIN_EMAILS`).',
      calls: ['adminOrders'],
      accessibility: [
        'One `<h1>` in the ink band, focusable and focused after navigation; the console\'s tabs are a `nav` named "Console", the current one `aria-current="page"`.',
        'Loading is a `role="status"` skeleton named for what loads; a failed load is a danger `Banner` (`role="alert"`) with Try again.',
        'The search is a `role="search"` form with a labelled search box and a status filter.',
        'The orders are a named list, twenty-five to a page, the rest on request.',
      ],
    }),
    layout: 'fullscreen',
    route: '/admin/orders',
    store: merchantStore(),
  },
} satisfies Meta<typeof AdminOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every shopper's orders, newest first; a search by e-mail narrows them to Asha's one order. */
export const Default: Story = {
  loaders: [() => seedShopOrders(6)],
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const orders = await canvas.findByRole('list', { name: 'Orders' });
    expect(within(orders).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), STORY_USER.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')).toHaveLength(1),
    );
    const found = canvas.getByRole('list', { name: 'Orders' });
    expect(within(found).getByRole('link', { name: 'Founder Metrics Dashboard' })).toHaveAttribute(
      'href',
      '/admin/orders/ord_seed_1',
    );
    expect(within(found).getByText(`${STORY_USER.name} · ${STORY_USER.email}`)).toBeVisible();
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/** Thirty-one orders: twenty-five to a page, the rest on request; the status filter keeps one state. */
export const ManyOrders: Story = {
  loaders: [() => seedShopOrders(30)],
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('list', { name: 'Orders' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(25);
    await userEvent.click(canvas.getByRole('button', { name: 'Show older orders' }));
    const more = await canvas.findByRole('list', { name: 'More orders' });
    expect(within(more).getAllByRole('listitem')).toHaveLength(6);
    expect(canvas.queryByRole('button', { name: 'Show older orders' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'refunded');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Orders' })).getAllByText('Refunded')).toHaveLength(4),
    );
  },
};

/** `ManyOrders` at phone width (375 px). */
export const ManyOrdersMobile: Story = { ...ManyOrders, globals: atViewport('mobile375') };

/** No order matches: "No orders match". */
export const NoOrders: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.empty } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: 'No orders match' })).toBeVisible();
  },
};

/** `NoOrders` at phone width (375 px). */
export const NoOrdersMobile: Story = {
  ...NoOrders,
  globals: atViewport('mobile375'),
};

/** While the orders load: the "Loading orders..." status skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading orders...' })).toBeInTheDocument();
  },
};

/** The server fails: "The orders could not be loaded" with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The orders could not be loaded')).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** `LoadFailed` at phone width (375 px). */
export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };
