import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminCustomerHandlers, STORY_USER } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { seedCustomers, seedShopOrders } from '../adminStoryData';
import { AdminCustomersPage } from './AdminCustomersPage';

const meta = {
  title: 'Admin/AdminCustomersPage',
  component: AdminCustomersPage,
  parameters: { layout: 'fullscreen', route: '/admin/customers', store: merchantStore() },
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

export const ManyCustomersMobile: Story = { ...ManyCustomers, globals: atViewport('mobile375') };

/** A search that finds no one says how to search. */
export const NoMatch: Story = {
  parameters: { route: '/admin/customers?q=nobody' },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: 'No customers match' })).toBeVisible();
  },
};

export const NoCustomers: Story = {
  parameters: { msw: { handlers: { adminCustomers: adminCustomerHandlers.empty } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: 'No customers yet' })).toBeVisible();
  },
};

export const NoCustomersMobile: Story = { ...NoCustomers, globals: atViewport('mobile375') };

export const Loading: Story = {
  parameters: { msw: { handlers: { adminCustomers: adminCustomerHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading customers...' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminCustomers: adminCustomerHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The customers could not be loaded')).toBeVisible();
  },
};

export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };
