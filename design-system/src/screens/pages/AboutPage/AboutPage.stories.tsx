import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { AboutPage } from './AboutPage';

const meta = {
  title: 'Pages/AboutPage',
  component: AboutPage,
  parameters: { layout: 'fullscreen', route: '/about' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tools for India’s first-time founders' }),
    ).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('About us | Profit');
    for (const figure of ['500+', '15+', '24/7', 'Rs 50K+']) await expect(canvas.getByText(figure)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the kits' })).toHaveAttribute('href', '/products');
  },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
