import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { theme } from '../../tokens';
import { Heading } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { children: 'Tools that pay for themselves', level: 2 },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Tools that pay for themselves' });
    expect(getComputedStyle(heading).textWrap).toContain('balance');
  },
};

export const Display: Story = {
  args: { level: 1, size: 'display', children: 'Grow your business with tools built for India' },
  globals: atViewport('desktop1440'),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const style = getComputedStyle(heading);
    // At 1440 px the display step reaches its 72 px ceiling, tracked tight.
    expect(Number.parseFloat(style.fontSize)).toBeGreaterThan(60);
    expect(Number.parseFloat(style.fontSize)).toBeLessThanOrEqual(theme.typeRamp.display.maxPx);
    expect(Number.parseFloat(style.letterSpacing)).toBeLessThan(0);
  },
};

export const LevelApartFromSize: Story = {
  args: { level: 3, size: 'h1', children: 'Set large, third in the outline' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    expect(Number.parseFloat(getComputedStyle(heading).fontSize)).toBeGreaterThan(32);
  },
};

export const Ramp: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['display', 'h1', 'h2', 'h3', 'h4', 'h5'] as const).map((size, index) => (
        <Heading key={size} level={index === 0 ? 1 : (Math.min(index + 1, 6) as 2 | 3 | 4 | 5 | 6)} size={size}>
          {size}: Sell digital products in rupees
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas
      .getAllByRole('heading')
      .map((heading) => Number.parseFloat(getComputedStyle(heading).fontSize));
    for (let index = 1; index < sizes.length; index += 1) expect(sizes[index]).toBeLessThan(sizes[index - 1]!);
  },
};

export const OnInk: Story = {
  args: { tone: 'inverse', children: 'Premium tools, priced for founders' },
  decorators: [
    (Story) => (
      <div style={{ background: theme.colors.surfaceInk, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    expect(getComputedStyle(canvas.getByRole('heading')).color).toBe('rgb(255, 255, 255)');
  },
};
