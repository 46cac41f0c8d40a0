import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { componentDocs, radioOf } from '../../testing/componentDocs';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: {
    label: { control: 'text' },
    size: radioOf(['sm', 'md', 'lg', 'xl']),
  },
  parameters: componentDocs({
    purpose:
      'Says that something is on its way when it takes more than a moment and its shape is unknown: a payment being ' +
      'confirmed, a busy button. It turns in the colour of the text around it.',
    avoid: [
      'Content whose layout is known (a product grid, a list): use `Skeleton`, which keeps the page from jumping.',
      "A busy button: use `Button`'s `loading`, which includes it.",
      'Waits of a known length or with steps: say what is happening in text.',
    ],
    accessibility: [
      'With a `label` it is a `role="status"` that reads the label (\'Loading products...\').',
      'With `label={null}` it is hidden, for when the element around it already says it is busy (`aria-busy`).',
      'Under reduced motion it stops turning.',
    ],
  }),
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-spinner]')).not.toBeNull();
  },
};

/** The default: a status read as 'Loading'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** Labelled with what is loading, at `lg`. */
export const Labelled: Story = {
  args: { label: 'Loading products...', size: 'lg' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Loading products...');
  },
};

/** Inside a control that already says it is busy: no second announcement. */
/** `label={null}`: hidden, the surrounding element says it is busy. */
export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[role="status"]')).toBeNull();
    expect(canvasElement.querySelector('[data-spinner]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Under `prefers-reduced-motion: reduce` the ring stops turning. */
/** Under reduced motion it stops turning. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const ring = canvasElement.querySelector<HTMLElement>('[data-spinner]')!;
    expect(getComputedStyle(ring).animationName).not.toBe('');
    expect(stopsUnderReducedMotion(ring, 'animation')).toBe(true);
  },
};
