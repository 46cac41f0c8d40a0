import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { REFUND_POLICY } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { TermsPage } from './TermsPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/TermsPage',
  component: TermsPage,
  parameters: {
    ...screenDocs({
      purpose:
        'The terms of service: 18+, the licence, payments and the refund policy. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: "`/terms`, inside the site layout; linked from the footer's Legal links.",
      calls: [],
      accessibility: [
        "One `<h1>` (the document's title, focused after navigation) with the date it was last updated in a `<time>`.",
        '"On this page" is a labelled list of links to each section; each section is named by its `<h2>`, so headings and links both navigate it.',
        'Plain text at reading width; nothing moves or announces.',
      ],
    }),
    layout: 'fullscreen',
    route: '/terms',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Terms of Service | Profit');
    await expect(canvas.getByText(/You must be 18 years of age or older/)).toBeVisible();
    await expect(canvas.getByText(REFUND_POLICY)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
