import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { space, theme } from '../../tokens';
import { Grid } from './Grid';
import { componentDocs, noControl, selectOf } from '../../testing/componentDocs';

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
  argTypes: {
    minItemWidth: { control: 'text' },
    gap: selectOf(Object.keys(space)),
    rowGap: selectOf(Object.keys(space)),
    columns: noControl,
    as: noControl,
    children: noControl,
  },
  parameters: componentDocs({
    purpose:
      'Lays out items of the same kind in columns and rows: product cards in the store, plans, tiles of features. ' +
      'Give columns per breakpoint (one on a phone, more as the screen widens) or a minimum item width and let as ' +
      'many fit as can.',
    avoid: [
      'One line or column of items: use `Stack`.',
      'Data to compare across rows: use `Table`.',
      "A whole page's layout: use `Section` and `Container`.",
    ],
    accessibility: [
      'No role of its own; pass `as="ul"` (with `li` children) for a list of cards, so its size is announced.',
      'Cells follow the source order, so reading and Tab order match what is seen.',
    ],
  }),
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByText('Marketing')).toBeVisible();
  },
};

const columnCount = (canvasElement: HTMLElement) => {
  const grid = within(canvasElement).getByText('Marketing').parentElement!;
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
};

/** Four columns from 1024 px. */
export const FourColumnsOnDesktop: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvasElement }) => {
    expect(columnCount(canvasElement)).toBe(4);
  },
};

/** Two columns from 768 px. */
export const TwoColumnsOnTablet: Story = {
  globals: atViewport('tablet768'),
  play: async ({ canvasElement }) => {
    expect(columnCount(canvasElement)).toBe(2);
  },
};

/** One column on a phone. */
export const OneColumnOnPhone: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvasElement }) => {
    expect(columnCount(canvasElement)).toBe(1);
  },
};

/** As many columns as fit at `minItemWidth`. */
export const AutoFill: Story = {
  args: { columns: undefined, minItemWidth: '14rem' },
  globals: atViewport('desktop1280'),
  play: async ({ canvasElement }) => {
    expect(columnCount(canvasElement)).toBeGreaterThanOrEqual(4);
  },
};
