import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { PressPage } from './PressPage';

const meta = {
  title: 'Pages/PressPage',
  component: PressPage,
  parameters: { layout: 'fullscreen', route: '/press' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Press and media' })).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Press | Profit');
    await expect(canvas.getByText('Founded')).toBeVisible();
    await expect(canvas.queryByRole('blockquote')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Contact our team' })).toHaveAttribute('href', '/contact');
  },
} satisfies Meta<typeof PressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
