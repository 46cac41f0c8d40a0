import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { DeliveryPolicyPage } from './DeliveryPolicyPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/DeliveryPolicyPage',
  component: DeliveryPolicyPage,
  parameters: {
    ...screenDocs({
      purpose:
        'How the kits are delivered: digitally, at once, into the library; nothing is shipped. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: "`/delivery-policy`, inside the site layout; linked from the footer's Legal links.",
      calls: [],
      accessibility: [
        "One `<h1>` (the document's title, focused after navigation) with the date it was last updated in a `<time>`.",
        '"On this page" is a labelled list of links to each section; each section is named by its `<h2>`, so headings and links both navigate it.',
        'Plain text at reading width; nothing moves or announces.',
      ],
    }),
    layout: 'fullscreen',
    route: '/delivery-policy',
  },
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

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
