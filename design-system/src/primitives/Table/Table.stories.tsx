import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { Price } from '../Price';
import { StatusPill, orderStatusTone } from '../StatusPill';
import { Table, type TableColumn } from './Table';
import { componentDocs, noControl } from '../../testing/componentDocs';

interface OrderRow {
  id: string;
  tool: string;
  date: string;
  status: string;
  amount: number;
}

const rows: OrderRow[] = [
  { id: 'order_1', tool: 'Founder Metrics Dashboard', date: '12 Jan 2026', status: 'paid', amount: 149900 },
  { id: 'order_2', tool: 'GST Cash Flow Tracker', date: '3 Jan 2026', status: 'failed', amount: 99900 },
  { id: 'order_3', tool: 'Creator Content System', date: '28 Dec 2025', status: 'refunded', amount: 49900 },
];

const columns: TableColumn<OrderRow>[] = [
  { key: 'tool', header: 'Tool', rowHeader: true },
  { key: 'date', header: 'Date' },
  {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <StatusPill tone={orderStatusTone[row.status]}>
        {row.status.charAt(0).toUpperCase() + row.status.slice(1)}
      </StatusPill>
    ),
  },
  { key: 'amount', header: 'Amount', align: 'end', render: (row) => <Price paise={row.amount} size="sm" /> },
];

const meta = {
  title: 'Primitives/Table',
  component: Table<OrderRow>,
  args: { caption: 'Your orders', columns, rows, rowKey: (row: OrderRow) => row.id },
  argTypes: {
    caption: { control: 'text' },
    hideCaption: { control: 'boolean' },
    columns: noControl,
    rows: noControl,
    rowKey: noControl,
    empty: noControl,
  },
  parameters: componentDocs({
    purpose:
      "Rows of records to read across and compare: orders with their dates, totals and states; the console's " +
      'lists. Columns are declared once with their header, cell and alignment; on a phone the table scrolls sideways ' +
      'inside itself.',
    avoid: [
      "A few facts about one thing (an order's details): use a description list, not a one-row table.",
      'A grid of products or cards: use `Grid` with `Card`.',
      'Layout: tables are for data only.',
    ],
    accessibility: [
      'A real `<table>` with a `<caption>` (kept for screen readers with `hideCaption`), column headers `scope="col"` and a row header (`rowHeader`) per row, so each cell is read with its headers.',
      'Its scroll area is a focusable `region` named by the caption: keyboard users can scroll it with the arrow keys.',
      'Amounts align at the end, in tabular figures.',
    ],
  }),
} satisfies Meta<typeof Table<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('table', { name: args.caption })).toBeInTheDocument();
  },
};

/** The customer's orders: the tool as each row's header, the date, the state and the amount at the end. */
export const Orders: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tool', 'Date', 'Status', 'Amount']);
    expect(within(table).getByRole('rowheader', { name: 'Founder Metrics Dashboard' })).toBeInTheDocument();
    expect(within(table).getByText('Rs 1,499.00')).toBeInTheDocument();
  },
};

/** On a phone the table scrolls sideways inside its region. */
export const ScrollsOnPhone: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Your orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/** No rows: the `empty` message in their place. */
export const Empty: Story = {
  args: { rows: [], empty: 'No orders yet.' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('cell', { name: 'No orders yet.' })).toBeInTheDocument();
  },
};
