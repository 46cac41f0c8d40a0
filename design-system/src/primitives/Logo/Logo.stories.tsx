import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../tokens';
import { Logo } from './Logo';

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('img', { name: 'Profit' })).toHaveTextContent('Profit');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByRole('img').map((logo) => logo.getBoundingClientRect().height);
    expect(heights[0]).toBeLessThan(heights[2]!);
  },
};

export const OnInk: Story = {
  args: { tone: 'inverse', size: 'lg' },
  decorators: [
    (Story) => (
      <div style={{ background: theme.colors.surfaceInk, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    expect(getComputedStyle(canvas.getByRole('img')).color).toBe('rgb(255, 255, 255)');
  },
};

export const MarkOnly: Story = {
  args: { markOnly: true },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'Profit' });
    expect(logo.textContent).toBe('');
  },
};

export const InsideAHomeLink: Story = {
  render: () => (
    <a href="/" aria-label="Profit home">
      <Logo decorative />
    </a>
  ),
  play: async ({ canvas }) => {
    expect(canvas.getByRole('link', { name: 'Profit home' })).toBeInTheDocument();
    expect(canvas.queryByRole('img')).toBeNull();
  },
};
