import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { SuccessStoriesPage } from './SuccessStoriesPage';

const meta = {
  title: 'Pages/SuccessStoriesPage',
  component: SuccessStoriesPage,
  parameters: { layout: 'fullscreen', route: '/success-stories' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Small businesses, real results' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Success stories | Profit');
    await expect(canvas.getAllByRole('figure')).toHaveLength(4);
    await expect(canvas.getByText('Home bakery, Kochi')).toBeVisible();
  },
} satisfies Meta<typeof SuccessStoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
