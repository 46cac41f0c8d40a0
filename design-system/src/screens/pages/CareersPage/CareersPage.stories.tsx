import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { CareersPage } from './CareersPage';

const meta = {
  title: 'Pages/CareersPage',
  component: CareersPage,
  parameters: { layout: 'fullscreen', route: '/careers' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Help a million young Indians earn online' }),
    ).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Careers | Profit');
    await expect(canvas.getByRole('heading', { level: 2, name: /Open roles \(4\)/ })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Frontend Engineer (React, TypeScript)' }),
    ).toBeVisible();
  },
} satisfies Meta<typeof CareersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
