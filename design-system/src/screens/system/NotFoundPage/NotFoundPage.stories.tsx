import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'System/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', route: '/no-such-page' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One heading, and a way back to the store and home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/products');
    expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = { ...Default, globals: atViewport('mobile375') };
