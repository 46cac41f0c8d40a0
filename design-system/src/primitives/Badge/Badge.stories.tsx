import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CATEGORIES } from '@profit/contract';
import { CartIcon } from '../Icon';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'BEST VALUE', tone: 'brand' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BestValue: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByText('BEST VALUE')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['brand', 'neutral', 'success', 'info', 'warning', 'danger'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = ['brand', 'danger'].map((tone) => getComputedStyle(canvas.getByText(tone)).backgroundColor);
    expect(colours[0]).not.toBe(colours[1]);
  },
};

export const Categories: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {CATEGORIES.map((category) => (
        <Badge key={category} tone="info">
          {category}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const category of CATEGORIES) expect(canvas.getByText(category)).toBeVisible();
  },
};

/** The cart button's count: the number alone would be meaningless to a screen reader. */
export const CartCount: Story = {
  render: () => (
    <button
      type="button"
      aria-label="Open cart, 3 items"
      style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
    >
      <CartIcon />
      <Badge tone="brand" aria-hidden="true">
        3
      </Badge>
    </button>
  ),
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button', { name: 'Open cart, 3 items' })).toHaveTextContent('3');
  },
};
