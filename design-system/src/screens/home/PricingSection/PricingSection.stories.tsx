import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    const plan = canvas.getByRole('article', { name: 'Premium Plan' });
    expect(within(plan).getByText('BEST VALUE')).toBeVisible();
    expect(within(plan).getByText('Rs 499')).toBeVisible();
    expect(within(plan).getByText(/one-time/)).toBeVisible();
    expect(
      within(within(plan).getByRole('list', { name: 'Premium Plan features' })).getAllByRole('listitem'),
    ).toHaveLength(10);
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
