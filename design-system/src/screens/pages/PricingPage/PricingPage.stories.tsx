import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KIT_PURCHASE, REFUND_POLICY } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { PricingPage } from './PricingPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/PricingPage',
  component: PricingPage,
  parameters: {
    ...screenDocs({
      purpose:
        'What every kit purchase includes (Rs 499 per kit, paid once, yours to keep) with the refund policy; Buy Now goes to the store to choose a kit. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: '`/pricing`, inside the site layout; linked from the footer.',
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "Each part is a `section` named by its `<h2>` (`aria-labelledby`), so the landmarks list reads as the page's contents.",
      ],
    }),
    layout: 'fullscreen',
    route: '/pricing',
  },
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

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };

/** Buy Now takes the shopper to the store, where they choose the kit to buy. */
export const BuyNowOpensTheStore: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: KIT_PURCHASE.cta }));
    await expect(canvas.getByTestId('story-location')).toHaveTextContent('/products');
  },
};
