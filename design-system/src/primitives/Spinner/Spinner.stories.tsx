import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Labelled: Story = {
  args: { label: 'Loading products...', size: 'lg' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Loading products...');
  },
};

/** Inside a control that already says it is busy: no second announcement. */
export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[role="status"]')).toBeNull();
    expect(canvasElement.querySelector('[data-spinner]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Under `prefers-reduced-motion: reduce` the ring stops turning. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const ring = canvasElement.querySelector<HTMLElement>('[data-spinner]')!;
    expect(getComputedStyle(ring).animationName).not.toBe('');
    expect(stopsUnderReducedMotion(ring, 'animation')).toBe(true);
  },
};
