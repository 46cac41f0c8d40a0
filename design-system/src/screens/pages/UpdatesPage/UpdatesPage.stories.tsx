import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { UpdatesPage } from './UpdatesPage';

const meta = {
  title: 'Pages/UpdatesPage',
  component: UpdatesPage,
  parameters: { layout: 'fullscreen', route: '/updates' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'What’s new at Profit' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Updates | Profit');
    await expect(canvas.getByRole('heading', { level: 2, name: 'One price for every kit' })).toBeVisible();
  },
} satisfies Meta<typeof UpdatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
