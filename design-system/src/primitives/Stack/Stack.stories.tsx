import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { Button } from '../Button';
import { Stack } from './Stack';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    children: [
      <Button key="a">Add to Cart</Button>,
      <Button key="b" variant="secondary">
        View details
      </Button>,
      <Button key="c" variant="ghost">
        Share
      </Button>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const tops = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('button')].map((button) => Math.round(button.getBoundingClientRect().top));

export const Column: Story = {
  args: { align: 'start' },
  play: async ({ canvasElement }) => {
    const [a, b, c] = tops(canvasElement);
    expect(a).toBeLessThan(b!);
    expect(b).toBeLessThan(c!);
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 3 },
  play: async ({ canvasElement }) => {
    const [a, b, c] = tops(canvasElement);
    expect(a).toBe(b);
    expect(b).toBe(c);
  },
};

export const ResponsiveOnPhone: Story = {
  args: { direction: 'responsive', align: 'stretch' },
  globals: atViewport('mobile375'),
  play: async ({ canvasElement }) => {
    const [a, b] = tops(canvasElement);
    expect(a).toBeLessThan(b!);
  },
};

export const ResponsiveOnDesktop: Story = {
  args: { direction: 'responsive' },
  globals: atViewport('desktop1280'),
  play: async ({ canvasElement }) => {
    const [a, b] = tops(canvasElement);
    expect(a).toBe(b);
  },
};
