import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { ReviewsPage } from './ReviewsPage';

const meta = {
  title: 'Pages/ReviewsPage',
  component: ReviewsPage,
  parameters: { layout: 'fullscreen', route: '/reviews' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'What buyers say about the kits' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Reviews | Profit');
    await expect(canvas.getAllByRole('img', { name: /Rated \d out of 5/ })).toHaveLength(6);
  },
} satisfies Meta<typeof ReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
