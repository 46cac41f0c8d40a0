import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { theme } from '../../tokens';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Text: Story = {
  args: { shape: 'text', width: '16rem' },
  play: async ({ canvasElement }) => {
    const bone = canvasElement.querySelector('[aria-hidden="true"]')!;
    expect(bone.getBoundingClientRect().width).toBe(256);
  },
};

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
