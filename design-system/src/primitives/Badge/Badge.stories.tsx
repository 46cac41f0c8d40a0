import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CATEGORIES } from '@profit/contract';
import { componentDocs, selectOf } from '../../testing/componentDocs';
import { CartIcon } from '../Icon';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'BEST VALUE', tone: 'brand' },
  argTypes: {
    children: { control: 'text' },
    tone: selectOf(['brand', 'neutral', 'success', 'info', 'warning', 'danger']),
  },
  parameters: componentDocs({
    purpose:
      "A small, static label on something else: a product's category, a 'BEST VALUE' plan, the number of items " +
      'in the cart. It is read as part of what it labels and never does anything on its own.',
    avoid: [
      'The state of an order, payment or subscription: use `StatusPill`, which pairs each state with its tone.',
      'Something to click or remove (a filter): use a `Button` or a checkbox.',
      'A sentence: use `Text`; a message on the page: use `Banner`.',
    ],
    accessibility: [
      'A plain `<span>`: no role, read as text in place.',
      "A bare number means nothing when read alone: hide it (`aria-hidden`) and put the meaning in the control's label ('Open cart, 3 items').",
      'Its tones meet text contrast on their soft backgrounds; the words, not the colour, carry the meaning.',
    ],
  }),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByText(String(args.children))).toBeVisible();
  },
};

/** A highlight on the plan to pick, in brand green. */
export const BestValue: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByText('BEST VALUE')).toBeVisible();
  },
};

/** Every tone, side by side. */
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

/** The store's categories, as they label a product card. */
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
