import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Priya Sharma' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Priya Sharma' });
    expect(avatar).toHaveTextContent('PS');
  },
};

export const WithImage: Story = {
  args: { name: 'Founder Metrics Dashboard', src: '/products/founder-metrics-dashboard/preview-640.jpg', size: 'lg' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Founder Metrics Dashboard' });
    expect(image.tagName).toBe('IMG');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { name: 'Rahul Verma', src: '/products/no-such-picture.png', size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Rahul Verma' })).toHaveTextContent('RV'));
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Aarav Mehta" size="sm" />
      <Avatar name="Diya Patel" size="md" />
      <Avatar name="Kabir Singh" size="lg" />
      <Avatar name="Meera Iyer" size="xl" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['Aarav Mehta', 'Diya Patel', 'Kabir Singh', 'Meera Iyer'].map(
      (name) => canvas.getByRole('img', { name }).offsetWidth,
    );
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
  },
};

export const Decorative: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <Avatar name="Sneha Reddy" decorative /> Sneha Reddy
    </p>
  ),
  play: async ({ canvas }) => {
    expect(canvas.queryByRole('img')).toBeNull();
  },
};
