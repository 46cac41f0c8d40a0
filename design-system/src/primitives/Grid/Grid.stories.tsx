import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { theme } from '../../tokens';
import { Grid } from './Grid';

const tiles = ['Marketing', 'Analytics', 'Automation', 'CRM', 'Content', 'Finance', 'Sales', 'Support'].map((name) => (
  <div
    key={name}
    style={{ padding: 16, borderRadius: 12, background: theme.colors.surface, boxShadow: theme.elevation[1] }}
  >
    {name}
  </div>
));

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  args: { children: tiles, columns: { base: 1, md: 2, lg: 4 } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (canvasElement: HTMLElement) => {
  const grid = within(canvasElement).getByText('Marketing').parentElement!;
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
};

export const FourColumnsOnDesktop: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvasElement }) => {
    expect(columnCount(canvasElement)).toBe(4);
  },
};

export const TwoColumnsOnTablet: Story = {
  globals: atViewport('tablet768'),
  play: async ({ canvasElement }) => {
    expect(columnCount(canvasElement)).toBe(2);
  },
};

export const OneColumnOnPhone: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvasElement }) => {
    expect(columnCount(canvasElement)).toBe(1);
  },
};

export const AutoFill: Story = {
  args: { columns: undefined, minItemWidth: '14rem' },
  globals: atViewport('desktop1280'),
  play: async ({ canvasElement }) => {
    expect(columnCount(canvasElement)).toBeGreaterThanOrEqual(4);
  },
};
