import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { REFUND_POLICY } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { PrivacyPage } from './PrivacyPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/PrivacyPage',
  component: PrivacyPage,
  parameters: {
    ...screenDocs({
      purpose:
        "The privacy policy: what is collected and why, how payment data is used for refunds, and the reader's rights. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.",
      where: "`/privacy`, inside the site layout; linked from the footer's Legal links.",
      calls: [],
      accessibility: [
        "One `<h1>` (the document's title, focused after navigation) with the date it was last updated in a `<time>`.",
        '"On this page" is a labelled list of links to each section; each section is named by its `<h2>`, so headings and links both navigate it.',
        'Plain text at reading width; nothing moves or announces.',
      ],
    }),
    layout: 'fullscreen',
    route: '/privacy',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Privacy Policy | Profit');
    await expect(canvas.getByText(REFUND_POLICY)).toBeVisible();
    await expect(canvas.queryByText(/no-refund/i)).toBeNull();
  },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
