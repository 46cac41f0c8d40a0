import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminCustomerHandlers, STORY_USER } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { seedCustomers, seedShopOrders } from '../adminStoryData';
import { AdminCustomersPage } from './AdminCustomersPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Admin/AdminCustomersPage',
  component: AdminCustomersPage,
  parameters: {
    ...screenDocs({
      purpose:
        "Everyone who signed in, newest first, with their number of orders and what they paid; searched by name or e-mail; each opens the customer's page.",
      where:
        '`/admin/customers`, inside the merchant console (`AdminConsole`, its own chunk), inside the site layout; merchants only (the e-mails of `ADMIN_EMAILS`).',
      calls: ['adminCustomers'],
      accessibility: [
        'One `<h1>` in the ink band, focusable and focused after navigation; the console\'s tabs are a `nav` named "Console", the current one `aria-current="page"`.',
        'Loading is a `role="status"` skeleton named for what loads; a failed load is a danger `Banner` (`role="alert"`) with Try again.',
        'The search is a `role="search"` form with a labelled search box.',
        'The customers are a named list, twenty-five to a page, the rest on request.',
      ],
    }),
    layout: 'fullscreen',
    route: '/admin/customers',
    store: merchantStore(),
  },
} satisfies Meta<typeof AdminCustomersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone who signed in, with their orders and money paid; a search by name narrows them to Asha. */
export const Default: Story = {
  loaders: [() => seedShopOrders(6)],
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Customers' });
    // Asha, the owner and the four shoppers of the seeded orders.
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(canvas.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'asha');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Customers' })).getAllByRole('listitem')).toHaveLength(1),
    );
    const found = canvas.getByRole('list', { name: 'Customers' });
    expect(within(found).getByRole('link', { name: STORY_USER.name })).toHaveAttribute(
      'href',
      `/admin/customers/${STORY_USER.id}`,
    );
    expect(within(found).getByText(/^1 order · joined/)).toBeVisible();
    expect(within(found).getByLabelText('Rs 499.00 paid, net of refunds')).toBeVisible();
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/** Thirty-two customers: twenty-five to a page, the rest on request. */
export const ManyCustomers: Story = {
  loaders: [() => seedCustomers(30)],
  play: async ({ canvas }) => {
    const first = await canvas.findByRole('list', { name: 'Customers' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(25);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more customers' }));
    const more = await canvas.findByRole('list', { name: 'More customers' });
    expect(within(more).getAllByRole('listitem')).toHaveLength(7);
    expect(canvas.queryByRole('button', { name: 'Show more customers' })).toBeNull();
  },
};

/** `ManyCustomers` at phone width (375 px). */
export const ManyCustomersMobile: Story = { ...ManyCustomers, globals: atViewport('mobile375') };

/** A search that finds no one says how to search. */
export const NoMatch: Story = {
  parameters: { route: '/admin/customers?q=nobody' },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: 'No customers match' })).toBeVisible();
  },
};

/** Nobody has signed in yet: "No customers yet". */
export const NoCustomers: Story = {
  parameters: { msw: { handlers: { adminCustomers: adminCustomerHandlers.empty } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: 'No customers yet' })).toBeVisible();
  },
};

/** `NoCustomers` at phone width (375 px). */
export const NoCustomersMobile: Story = { ...NoCustomers, globals: atViewport('mobile375') };

/** While the customers load: the "Loading customers..." status skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: { adminCustomers: adminCustomerHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading customers...' })).toBeInTheDocument();
  },
};

/** The server fails: "The customers could not be loaded" with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminCustomers: adminCustomerHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The customers could not be loaded')).toBeVisible();
  },
};

/** `LoadFailed` at phone width (375 px). */
export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };
