import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { ServicesPage } from './ServicesPage';

const meta = {
  title: 'Pages/ServicesPage',
  component: ServicesPage,
  parameters: { layout: 'fullscreen', route: '/services' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'A tool for every part of the business' }),
    ).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Services | Profit');
    for (const name of ['Marketing', 'Analytics', 'Automation', 'CRM', 'Content'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
  },
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
