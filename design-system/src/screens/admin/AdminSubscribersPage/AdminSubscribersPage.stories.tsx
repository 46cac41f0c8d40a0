import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminSubscriber } from '@profit/contract';
import { adminMailingHandlers, seedSubscribers } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { AdminSubscribersPage } from './AdminSubscribersPage';
import { screenDocs } from '../../../testing/screenDocs';

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
  parameters: {
    ...screenDocs({
      purpose:
        "The newsletter's list, newest first, each with its state in words (waiting for confirmation, confirmed, unsubscribed); read-only, searched by e-mail.",
      where:
        '`/admin/subscribers`, inside the merchant console (`AdminConsole`, its own chunk), inside the site layout; merchants only (the e-mails of `ADMIN_EMAILS`).',
      calls: ['adminSubscribers'],
      accessibility: [
        'One `<h1>` in the ink band, focusable and focused after navigation; the console\'s tabs are a `nav` named "Console", the current one `aria-current="page"`.',
        'Loading is a `role="status"` skeleton named for what loads; a failed load is a danger `Banner` (`role="alert"`) with Try again.',
        'The search is a `role="search"` form with a labelled search box.',
        'The subscribers are a named list, fifty to a page, the rest on request.',
      ],
    }),
    layout: 'fullscreen',
    route: '/admin/subscribers',
    store: merchantStore(),
  },
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

/** `Default` at phone width (375 px). */
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

/** `ManySubscribers` at phone width (375 px). */
export const ManySubscribersMobile: Story = { ...ManySubscribers, globals: atViewport('mobile375') };

/** A search that finds no one: "No subscriber matches". */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('searchbox', { name: /E-mail/ }), 'nobody@nowhere.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    expect(await canvas.findByRole('heading', { name: 'No subscriber matches' })).toBeVisible();
  },
};

/** While the subscribers load: the "Loading the subscribers..." status skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: { adminMailing: adminMailingHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading the subscribers...' })).toBeInTheDocument();
  },
};

/** The server fails: "The subscribers could not be loaded" with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminMailing: adminMailingHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The subscribers could not be loaded')).toBeVisible();
  },
};

/** `LoadFailed` at phone width (375 px). */
export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };
