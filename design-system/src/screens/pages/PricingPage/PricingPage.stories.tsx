import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PREMIUM_PLAN, REFUND_POLICY } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { PricingPage } from './PricingPage';

const meta = {
  title: 'Pages/PricingPage',
  component: PricingPage,
  parameters: { layout: 'fullscreen', route: '/pricing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'One plan. Every tool.' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Pricing | Profit');
    const plan = canvas.getByRole('article', { name: 'Premium Plan' });
    await expect(within(plan).getByText('BEST VALUE')).toBeVisible();
    await expect(within(plan).getByText('Rs 499')).toBeVisible();
    await expect(within(plan).getByText('one-time')).toBeVisible();
    await expect(within(plan).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(plan).getByText(REFUND_POLICY)).toBeVisible();
    await expect(canvas.getByText(/14-day free trial/)).toBeVisible();
  },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };

/** Buy Now takes the shopper to the store. */
export const BuyNowOpensTheStore: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: PREMIUM_PLAN.cta }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/products');
  },
};
