import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { Price } from '../Price';
import { StatusPill, orderStatusTone } from '../StatusPill';
import { Table, type TableColumn } from './Table';

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
} satisfies Meta<typeof Table<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const ScrollsOnPhone: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Your orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

export const Empty: Story = {
  args: { rows: [], empty: 'No orders yet.' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('cell', { name: 'No orders yet.' })).toBeInTheDocument();
  },
};
