import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KIT_PURCHASE } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { PricingSection } from './PricingSection';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Home/PricingSection',
  component: PricingSection,
  parameters: {
    ...screenDocs({
      purpose:
        "The home page's pricing: what every kit purchase includes (Rs 499 per kit, paid once), the 30-day money-back guarantee, and Buy Now, which takes the shopper to the store section to choose a kit.",
      where: 'On `/`, after the store section (in `HomePage`).',
      calls: [],
      accessibility: [
        'A section named by its `<h2>`; the plan is an `article` named "Every kit" with its features in a named list.',
        'Buy Now is a link to the store section, not a button that buys.',
      ],
    }),
    layout: 'fullscreen',
    route: '/',
  },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof PricingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1280 px: ONE PRICE, Rs 499 per kit paid once, every feature and the guarantee. */
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

/** The `Desktop` story at phone width (375 px). */
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
