import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REFUND_POLICY } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { RefundPolicyPage } from './RefundPolicyPage';

const meta = {
  title: 'Pages/RefundPolicyPage',
  component: RefundPolicyPage,
  parameters: { layout: 'fullscreen', route: '/refund-policy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Refund and Cancellation Policy' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Refund and Cancellation Policy | Profit');
    await expect(canvas.getByText(REFUND_POLICY)).toBeVisible();
    const contents = within(canvas.getByRole('navigation', { name: 'On this page' }));
    for (const heading of [
      'Who may ask',
      'How to ask',
      'When the money reaches you',
      'What happens to your access',
      'Partial refunds',
      'Payments taken twice',
      'Cancelling an order',
    ])
      await expect(contents.getByRole('link', { name: heading })).toBeVisible();
    // The page is the policy itself: no link back to it.
    await expect(canvas.queryByRole('link', { name: 'Read the full refund policy' })).toBeNull();
  },
} satisfies Meta<typeof RefundPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
