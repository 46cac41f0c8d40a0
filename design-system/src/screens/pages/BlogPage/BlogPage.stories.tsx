import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { BlogPage } from './BlogPage';

const meta = {
  title: 'Pages/BlogPage',
  component: BlogPage,
  parameters: { layout: 'fullscreen', route: '/blog' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notes on selling online in India' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Blog | Profit');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getAllByText(/The Profit team/)).toHaveLength(3);
  },
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
