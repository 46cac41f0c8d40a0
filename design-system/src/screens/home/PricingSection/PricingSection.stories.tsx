import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KIT_PURCHASE } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { PricingSection } from './PricingSection';

const meta = {
  title: 'Home/PricingSection',
  component: PricingSection,
  parameters: { layout: 'fullscreen', route: '/' },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof PricingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const plan = canvas.getByRole('article', { name: 'Every kit' });
    expect(within(plan).getByText('ONE PRICE')).toBeVisible();
    expect(within(plan).getByText('Rs 499')).toBeVisible();
    expect(within(plan).getByText(/per kit, paid once/)).toBeVisible();
    expect(
      within(within(plan).getByRole('list', { name: 'What every kit purchase includes' })).getAllByRole('listitem'),
    ).toHaveLength(KIT_PURCHASE.features.length);
    expect(within(plan).getByText(/30-day money-back guarantee/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile375'),
};

/** Buy Now takes the shopper to the store section. */
export const BuyNowGoesToStore: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <section id="store" aria-label="Store" style={{ minHeight: '100vh' }} />
      </>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Now' }));
    const probe = within(canvasElement).getByTestId('story-location');
    expect(probe).toHaveTextContent('/');
    await waitFor(() =>
      expect(Math.abs(canvasElement.querySelector('#store')!.getBoundingClientRect().top)).toBeLessThan(2),
    );
    window.scrollTo(0, 0);
  },
};
