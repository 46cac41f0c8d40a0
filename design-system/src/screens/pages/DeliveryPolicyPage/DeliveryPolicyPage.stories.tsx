import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { DeliveryPolicyPage } from './DeliveryPolicyPage';

const meta = {
  title: 'Pages/DeliveryPolicyPage',
  component: DeliveryPolicyPage,
  parameters: { layout: 'fullscreen', route: '/delivery-policy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shipping and Delivery Policy' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Shipping and Delivery Policy | Profit');
    await expect(canvas.getByText(/Nothing is shipped to an address/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'If a download fails' })).toBeVisible();
  },
} satisfies Meta<typeof DeliveryPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
