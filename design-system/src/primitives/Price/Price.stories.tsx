import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../tokens';
import { Price } from './Price';

const meta = {
  title: 'Primitives/Price',
  component: Price,
  args: { paise: 149700 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IndianGrouping: Story = {
  args: { paise: 14970000, size: 'lg' },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('Rs 1,49,700.00');
    expect(amount).toHaveAttribute('value', '14970000');
  },
};

export const Small: Story = {
  args: { paise: 49900, size: 'sm' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('Rs 499.00')).toBeInTheDocument();
  },
};

export const Paise: Story = {
  args: { paise: 99950 },
  play: async ({ canvas }) => {
    expect(canvas.getByText('Rs 999.50')).toBeInTheDocument();
  },
};

export const Discounted: Story = {
  args: { paise: 99900, compareAtPaise: 149900, size: 'xl' },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByText('Rs 999.00')).toBeInTheDocument();
    const was = canvasElement.querySelector('s')!;
    expect(was).toHaveTextContent('was Rs 1,499.00');
  },
};

export const PerMonth: Story = {
  args: { paise: 99900, suffix: '/ month', size: 'lg' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('/ month')).toBeInTheDocument();
  },
};

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
