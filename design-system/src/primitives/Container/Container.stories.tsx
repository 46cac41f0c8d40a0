import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { theme } from '../../tokens';
import { Container } from './Container';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  args: {
    children: (
      <p style={{ background: theme.colors.brandSoft, padding: 16, margin: 0 }}>
        The page&apos;s content, centred at its maximum width.
      </p>
    ),
  },
  globals: atViewport('desktop1440'),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

const widthOf = (canvas: { getByText: (text: RegExp) => HTMLElement }) =>
  canvas.getByText(/centred at its maximum width/).parentElement!.getBoundingClientRect().width;

export const Default: Story = {
  play: async ({ canvas }) => {
    expect(widthOf(canvas)).toBe(72 * 16);
  },
};

export const Narrow: Story = {
  args: { size: 'narrow' },
  play: async ({ canvas }) => {
    expect(widthOf(canvas)).toBe(48 * 16);
  },
};

export const Prose: Story = {
  args: { size: 'prose' },
  play: async ({ canvas }) => {
    expect(widthOf(canvas)).toBe(40 * 16);
  },
};

export const Wide: Story = {
  args: { size: 'wide' },
  play: async ({ canvas }) => {
    expect(widthOf(canvas)).toBe(84 * 16);
  },
};

export const OnPhone: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/centred at its maximum width/);
    expect(paragraph.getBoundingClientRect().left).toBeGreaterThanOrEqual(16);
  },
};
