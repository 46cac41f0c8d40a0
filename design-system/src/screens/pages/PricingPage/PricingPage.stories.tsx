import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KIT_PURCHASE, REFUND_POLICY } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { PricingPage } from './PricingPage';

const meta = {
  title: 'Pages/PricingPage',
  component: PricingPage,
  parameters: { layout: 'fullscreen', route: '/pricing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'One price. Every kit.' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Pricing | Profit');
    const plan = canvas.getByRole('article', { name: 'Every kit' });
    await expect(within(plan).getByText('ONE PRICE')).toBeVisible();
    await expect(within(plan).getByText('Rs 499')).toBeVisible();
    await expect(within(plan).getByText('per kit, paid once')).toBeVisible();
    await expect(within(plan).getAllByRole('listitem')).toHaveLength(KIT_PURCHASE.features.length);
    await expect(within(plan).getByText(REFUND_POLICY)).toBeVisible();
    await expect(canvas.queryByText(/trial|a month|yearly|one-time/i)).toBeNull();
  },
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };

/** Buy Now takes the shopper to the store, where they choose the kit to buy. */
export const BuyNowOpensTheStore: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: KIT_PURCHASE.cta }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/products');
  },
};
