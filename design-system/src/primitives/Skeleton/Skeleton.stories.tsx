import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { theme } from '../../tokens';
import { Skeleton, SkeletonGroup } from './Skeleton';
import { componentDocs, radioOf } from '../../testing/componentDocs';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  argTypes: {
    shape: radioOf(['text', 'rect', 'circle']),
    width: { control: 'text' },
    height: { control: 'text' },
    inverse: { control: 'boolean' },
  },
  parameters: componentDocs({
    purpose:
      'The shape of content that is on its way (a product card, a list, an order), drawn in grey bones with a soft ' +
      'shimmer, so the page does not jump when the content arrives. Wrap the bones of one region in `SkeletonGroup` ' +
      'with a label.',
    avoid: [
      "Waiting with no known shape, or inside a button: use `Spinner` (or `Button`'s `loading`).",
      'Content that arrives in well under a second: show nothing rather than a flash of bones.',
    ],
    accessibility: [
      'Each bone is hidden; the `SkeletonGroup` around them is one `role="status"` with `aria-busy`, announced once by its label (\'Loading products\').',
      'The shimmer stops under reduced motion.',
    ],
  }),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  args: { shape: 'rect', width: '16rem', height: '6rem' },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A product card on its way: image, two lines, an avatar and a line, announced once. */
export const ProductCardLoading: Story = {
  render: () => (
    <SkeletonGroup label="Loading products" style={{ maxWidth: 320, display: 'grid', gap: 12 }}>
      <Skeleton shape="rect" height="10rem" />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton width="30%" />
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    expect(status).toHaveAccessibleName('Loading products');
    expect(status).toHaveAttribute('aria-busy', 'true');
    const bones = canvasElement.querySelectorAll('[aria-hidden="true"]');
    expect(bones.length).toBe(5);
    expect(stopsUnderReducedMotion(bones[0]!, 'animation')).toBe(true);
  },
};

/** A line of copy, 16rem wide. */
export const Text: Story = {
  args: { shape: 'text', width: '16rem' },
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[aria-hidden="true"]')!;
    expect(bone.getBoundingClientRect().width).toBe(256);
  },
};

/** `inverse` on an ink surface. */
export const OnInk: Story = {
  render: () => (
    <div style={{ background: theme.colors.surfaceInk, padding: 24, display: 'grid', gap: 12 }}>
      <Skeleton inverse width="60%" />
      <Skeleton inverse shape="rect" height="6rem" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[aria-hidden="true"]')!;
    expect(getComputedStyle(bone).backgroundImage).toContain('gradient');
  },
};
