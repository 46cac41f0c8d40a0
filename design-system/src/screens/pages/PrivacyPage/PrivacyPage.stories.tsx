import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { REFUND_POLICY } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { PrivacyPage } from './PrivacyPage';

const meta = {
  title: 'Pages/PrivacyPage',
  component: PrivacyPage,
  parameters: { layout: 'fullscreen', route: '/privacy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Privacy Policy | Profit');
    await expect(canvas.getByText(REFUND_POLICY)).toBeVisible();
    await expect(canvas.queryByText(/no-refund/i)).toBeNull();
  },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
