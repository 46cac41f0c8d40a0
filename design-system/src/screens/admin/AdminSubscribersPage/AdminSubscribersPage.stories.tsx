import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminSubscriber } from '@profit/contract';
import { adminMailingHandlers, seedSubscribers } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { AdminSubscribersPage } from './AdminSubscribersPage';

const STATUSES: AdminSubscriber['status'][] = ['confirmed', 'pending', 'unsubscribed'];

/** `count` subscribers an hour apart before 15 Jan 2026, in each state in turn, on two domains. */
function seed(count: number) {
  return seedSubscribers(
    Array.from({ length: count }, (_, index) => {
      const subscribedAt = new Date(Date.UTC(2026, 0, 15, 9) - index * 3_600_000).toISOString();
      const status = STATUSES[index % STATUSES.length]!;
      return {
        id: `00000000-0000-4000-9300-${String(index).padStart(12, '0')}`,
        email: `founder${index}@${index % 2 === 0 ? 'startup.example' : 'example.in'}`,
        status,
        subscribedAt,
        confirmedAt: status === 'confirmed' ? subscribedAt : null,
      };
    }),
  );
}

const meta = {
  title: 'Admin/AdminSubscribersPage',
  component: AdminSubscribersPage,
  parameters: { layout: 'fullscreen', route: '/admin/subscribers', store: merchantStore() },
} satisfies Meta<typeof AdminSubscribersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each with its state; a search narrows the list. */
export const Default: Story = {
  loaders: [() => seed(4)],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Subscribers' });
    expect(within(list).getByText('founder0@startup.example')).toBeVisible();
    expect(within(list).getAllByText('Confirmed').length).toBeGreaterThan(0);
    expect(canvas.getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(canvas.getByRole('searchbox', { name: /E-mail/ }), 'startup');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Subscribers' })).getAllByRole('listitem')).toHaveLength(2),
    );
  },
};

export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/** Sixty subscribers: fifty to a page, the rest on request. */
export const ManySubscribers: Story = {
  loaders: [() => seed(60)],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Subscribers' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more subscribers' }));
    expect(await canvas.findByRole('list', { name: 'More subscribers' })).toBeVisible();
  },
};

export const ManySubscribersMobile: Story = { ...ManySubscribers, globals: atViewport('mobile375') };

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: /E-mail/ }), 'nobody@nowhere.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    expect(await canvas.findByRole('heading', { name: 'No subscriber matches' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { adminMailing: adminMailingHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading the subscribers...' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminMailing: adminMailingHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The subscribers could not be loaded')).toBeVisible();
  },
};

export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };
