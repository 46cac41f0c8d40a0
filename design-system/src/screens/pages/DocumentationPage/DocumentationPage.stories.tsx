import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { DocumentationPage } from './DocumentationPage';

const meta = {
  title: 'Pages/DocumentationPage',
  component: DocumentationPage,
  parameters: { layout: 'fullscreen', route: '/documentation' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guides for every kit' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Documentation | Profit');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Your first purchase, step by step' })).toHaveAttribute(
      'href',
      '/docs/first-purchase',
    );
  },
} satisfies Meta<typeof DocumentationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
