import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MotionProvider } from '../clock';
import { CountUp } from './CountUp';

const meta = {
  title: 'Primitives/CountUp',
  component: CountUp,
  args: { value: 12500 },
  decorators: [
    (Story) => (
      <p style={{ fontSize: 48, fontWeight: 700, margin: 0 }}>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof CountUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With motion: the figure counts, and lands exactly on the value. */
export const Counting: Story = {
  args: { duration: 400 },
  decorators: [
    (Story) => (
      <MotionProvider reduced={false}>
        <Story />
      </MotionProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('[data-countup]')!;
    await waitFor(() => expect(figure).toHaveAttribute('data-countup', 'done'));
    expect(figure).toHaveTextContent('12,500');
  },
};

/** Reduced motion: the final value at once, no counting. */
export const ReducedMotion: Story = {
  decorators: [
    (Story) => (
      <MotionProvider reduced>
        <Story />
      </MotionProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('[data-countup]')!;
    expect(figure).toHaveAttribute('data-countup', 'done');
    expect(figure).toHaveTextContent('12,500');
  },
};

export const ReadAsFinalValue: Story = {
  args: { value: 4.8, decimals: 1, format: (n: number) => n.toFixed(1) },
  play: async ({ canvas }) => {
    // Whatever the visible figure shows mid-count, assistive technology reads the value.
    expect(canvas.getByText('4.8', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
  },
};
