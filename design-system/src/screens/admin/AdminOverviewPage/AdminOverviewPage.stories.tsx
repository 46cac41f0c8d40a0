import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminOverviewHandlers } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { AdminOverviewPage } from './AdminOverviewPage';
import { seedMonthOfTrade } from './overviewStoryData';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Admin/AdminOverviewPage',
  component: AdminOverviewPage,
  parameters: {
    ...screenDocs({
      purpose:
        "The console's landing page: the shop's trade in India's days (today, 7 and 30 days, net of refunds), a chart of the month with the same figures in a table, and the best sellers.",
      where:
        '`/admin`, inside the merchant console (`AdminConsole`, its own chunk), inside the site layout; merchants only (the e-mails of `ADMIN_EMAILS`).',
      calls: ['adminOverview'],
      accessibility: [
        'One `<h1>` in the ink band, focusable and focused after navigation; the console\'s tabs are a `nav` named "Console", the current one `aria-current="page"`.',
        'Loading is a `role="status"` skeleton named for what loads; a failed load is a danger `Banner` (`role="alert"`) with Try again.',
        'The chart is an SVG `role="img"` named by its title and a summary (the total and the best day), and the same figures are in a captioned `Table`, so nothing is only in the picture.',
        'The best sellers are an ordered list named "Best-selling kits".',
        'Money is written in rupees with the Indian grouping.',
      ],
    }),
    layout: 'fullscreen',
    route: '/admin',
    store: merchantStore(),
  },
} satisfies Meta<typeof AdminOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month of trade: today, 7 and 30 days net of refunds, the chart with its table, the best sellers. */
export const Default: Story = {
  loaders: [() => seedMonthOfTrade()],
  play: async ({ canvas }) => {
    const periods = await canvas.findByRole('list', { name: 'Revenue by period' });
    const cards = within(periods).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Today',
      'Last 7 days',
      'Last 30 days',
    ]);
    expect(within(cards[0]!).getByText(/^\d+ of \d+ \(\d+%\)$/)).toBeVisible();
    const chart = canvas.getByRole('img', { name: /^Daily revenue, net of refunds, last 30 days/ });
    expect(chart).toHaveAccessibleName(/best day was/);
    await userEvent.click(canvas.getByText('Show the days as a table'));
    const table = canvas.getByRole('table', { name: 'Daily revenue, net of refunds' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(canvas.getByRole('list', { name: 'Best-selling kits' })).getAllByRole('listitem')).toHaveLength(5);
    expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/** A busy month: many orders a day. */
export const ManyOrders: Story = {
  loaders: [() => seedMonthOfTrade(12)],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('list', { name: 'Revenue by period' })).toBeVisible();
    expect(canvas.getByRole('img', { name: /best day was/ })).toBeInTheDocument();
  },
};

/** `ManyOrders` at phone width (375 px). */
export const ManyOrdersMobile: Story = { ...ManyOrders, globals: atViewport('mobile375') };

/** No sales in 30 days: "No sales in the last 30 days". */
export const Empty: Story = {
  parameters: { msw: { handlers: { adminOverview: adminOverviewHandlers.empty } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: 'No sales in the last 30 days' })).toBeVisible();
  },
};

/** While the figures load: the "Loading the overview..." status skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: { adminOverview: adminOverviewHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading the overview...' })).toBeInTheDocument();
  },
};

/** The server fails: "The overview could not be loaded" with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminOverview: adminOverviewHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The overview could not be loaded')).toBeVisible();
  },
};

/** `LoadFailed` at phone width (375 px). */
export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };
