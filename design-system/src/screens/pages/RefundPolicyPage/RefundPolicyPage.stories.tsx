import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REFUND_POLICY } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { RefundPolicyPage } from './RefundPolicyPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/RefundPolicyPage',
  component: RefundPolicyPage,
  parameters: {
    ...screenDocs({
      purpose:
        'The 30-day money-back guarantee in full: who, how, when, access after a refund, partial refunds and duplicates. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: "`/refund-policy`, inside the site layout; linked from the footer's Legal links.",
      calls: [],
      accessibility: [
        "One `<h1>` (the document's title, focused after navigation) with the date it was last updated in a `<time>`.",
        '"On this page" is a labelled list of links to each section; each section is named by its `<h2>`, so headings and links both navigate it.',
        'Plain text at reading width; nothing moves or announces.',
      ],
    }),
    layout: 'fullscreen',
    route: '/refund-policy',
  },
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

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
