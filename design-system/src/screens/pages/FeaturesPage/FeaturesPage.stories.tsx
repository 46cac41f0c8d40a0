import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { FeaturesPage } from './FeaturesPage';

const meta = {
  title: 'Pages/FeaturesPage',
  component: FeaturesPage,
  parameters: { layout: 'fullscreen', route: '/features' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Built for how India sells online' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Features | Profit');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing');
  },
} satisfies Meta<typeof FeaturesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
