import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { VitalsBeacon } from '@profit/contract';
import { adminVitalsHandlers, seedVitals, type StoredBeacon } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { AdminSpeedPage } from './AdminSpeedPage';
import { screenDocs } from '../../../testing/screenDocs';

const HOUR_MS = 3_600_000;

/** `count` visits of a page, `hoursAgo` apart from now, each with these figures scaled a little. */
function visits(
  count: number,
  page: string,
  device: VitalsBeacon['device'],
  figures: Record<'LCP' | 'INP' | 'CLS' | 'TTFB', number>,
  hoursApart: number,
): StoredBeacon[] {
  return Array.from({ length: count }, (_, index) => ({
    page,
    device,
    vitals: Object.entries(figures).map(([name, value]) => ({
      name: name as keyof typeof figures,
      value: value * (1 + index / 10),
    })),
    receivedAt: Date.now() - index * hoursApart * HOUR_MS,
  }));
}

/** A shop's month: the home page quick on computers, the catalogue slow on phones, a product page in between. */
const seedMonth = () =>
  seedVitals([
    ...visits(12, '/', 'computer', { LCP: 1200, INP: 80, CLS: 0.01, TTFB: 240 }, 20),
    ...visits(9, '/products', 'phone', { LCP: 3600, INP: 340, CLS: 0.18, TTFB: 900 }, 40),
    ...visits(5, '/products/instagram-growth-playbook', 'phone', { LCP: 2300, INP: 150, CLS: 0.04, TTFB: 500 }, 100),
  ]);

const meta = {
  title: 'Admin/AdminSpeedPage',
  component: AdminSpeedPage,
  parameters: {
    ...screenDocs({
      purpose:
        "How fast each page is for real visitors: the storefront's Core Web Vitals beacons, per page and device, with the visits and the 75th percentile of each figure, rated against Google's thresholds, for the last 28 days or a single day.",
      where:
        '`/admin/speed`, inside the merchant console (`AdminConsole`, its own chunk), inside the site layout; merchants only (the e-mails of `ADMIN_EMAILS`).',
      calls: ['adminVitals'],
      accessibility: [
        'One `<h1>` in the ink band, focusable and focused after navigation; the console\'s tabs are a `nav` named "Console", the current one `aria-current="page"`.',
        'Loading is a `role="status"` skeleton named for what loads; a failed load is a danger `Banner` (`role="alert"`) with Try again.',
        'The period is chosen in a `group` named "Period"; each rating is written in words, not colour alone.',
      ],
    }),
    layout: 'fullscreen',
    route: '/admin/speed',
    store: merchantStore(),
  },
} satisfies Meta<typeof AdminSpeedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 28 days: each page and device with its visits and the 75th percentile of each figure, rated. */
export const Default: Story = {
  loaders: [seedMonth],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '/',
      '/products',
      '/products/instagram-growth-playbook',
    ]);
    // The catalogue on phones: slow paint and response, rated as Google rates them.
    expect(within(rows[1]!).getAllByText('poor').length).toBeGreaterThan(0);
    expect(within(rows[0]!).getAllByText('good')).toHaveLength(4);
    expect(canvas.getByRole('button', { name: 'Last 28 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(canvas.getByRole('link', { name: 'Speed' })).toHaveAttribute('aria-current', 'page');
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/** The last 24 hours hold only the most recent visits. */
export const ChoosingADay: Story = {
  loaders: [seedMonth],
  play: async ({ canvas }) => {
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Last 24 hours' }));
    expect(canvas.getByRole('button', { name: 'Last 24 hours' })).toHaveAttribute('aria-pressed', 'true');
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    // Home: visits 20 hours apart → two in a day; catalogue one; the product page one.
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['2', '1', '1']);
  },
};

/** No beacon yet: what the page will show, and why it is empty. */
export const NothingMeasured: Story = {
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 2, name: 'No visits measured yet' })).toBeVisible();
  },
};

/** The server fails: "The speed figures could not be loaded" with Try again. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: { adminVitals: adminVitalsHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The speed figures could not be loaded')).toBeVisible();
    expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};
