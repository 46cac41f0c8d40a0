import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../tokens';
import { componentDocs, radioOf } from '../../testing/componentDocs';
import { Price } from './Price';

const meta = {
  title: 'Primitives/Price',
  component: Price,
  args: { paise: 149700 },
  argTypes: {
    paise: { control: { type: 'number', min: 0, step: 100 } },
    compareAtPaise: { control: { type: 'number', min: 0, step: 100 } },
    size: radioOf(['sm', 'md', 'lg', 'xl']),
    suffix: { control: 'text' },
    tone: radioOf(['default', 'inverse']),
  },
  parameters: componentDocs({
    purpose:
      'Every amount of money the customer sees, in rupees with Indian digit grouping (Rs 1,49,700.00), from the ' +
      'integer paise the server decided. A higher earlier price can be shown struck through; a suffix says per what.',
    avoid: [
      'Working out a price in the browser: pass the paise the server sent; the server decides prices.',
      'An amount inside a sentence: `formatRupees` gives the same text without the styling.',
    ],
    accessibility: [
      "Read as text: the amount, then the old price preceded by 'was' (visually hidden), so a discount is not read as two prices.",
      'Digits are tabular, so amounts line up in columns.',
      'The amount is in a `<data>` element carrying the paise as its value, for machines.',
    ],
  }),
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    expect(canvasElement).toHaveTextContent(/Rs /);
  },
};

/** Lakhs and crores grouped the Indian way. */
export const IndianGrouping: Story = {
  args: { paise: 14970000, size: 'lg' },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('Rs 1,49,700.00');
    expect(amount).toHaveAttribute('value', '14970000');
  },
};

/** `sm`, as in the cart's rows. */
export const Small: Story = {
  args: { paise: 49900, size: 'sm' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('Rs 499.00')).toBeInTheDocument();
  },
};

/** Paise shown to two places. */
export const Paise: Story = {
  args: { paise: 99950 },
  play: async ({ canvas }) => {
    expect(canvas.getByText('Rs 999.50')).toBeInTheDocument();
  },
};

/** With `compareAtPaise`: the earlier price struck through, read as 'was'. */
export const Discounted: Story = {
  args: { paise: 99900, compareAtPaise: 149900, size: 'xl' },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByText('Rs 999.00')).toBeInTheDocument();
    const was = canvasElement.querySelector('s')!;
    expect(was).toHaveTextContent('was Rs 1,499.00');
  },
};

/** With a `suffix`: a subscription's price per month. */
export const PerMonth: Story = {
  args: { paise: 99900, suffix: '/ month', size: 'lg' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('/ month')).toBeInTheDocument();
  },
};

/** `inverse` on an ink surface. */
export const OnInk: Story = {
  args: { paise: 249900, tone: 'inverse', size: 'xl' },
  decorators: [
    (Story) => (
      <div style={{ background: theme.colors.surfaceInk, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    expect(getComputedStyle(canvas.getByText('Rs 2,499.00')).color).toBe('rgb(255, 255, 255)');
  },
};
