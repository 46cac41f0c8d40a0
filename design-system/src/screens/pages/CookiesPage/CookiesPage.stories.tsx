import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { CookiesPage } from './CookiesPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/CookiesPage',
  component: CookiesPage,
  parameters: {
    ...screenDocs({
      purpose:
        'The cookie policy and its table of what is stored and for how long (session, 30 days, 2 years, 1 year). Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: "`/cookies`, inside the site layout; linked from the footer's Legal links.",
      calls: [],
      accessibility: [
        "One `<h1>` (the document's title, focused after navigation) with the date it was last updated in a `<time>`.",
        '"On this page" is a labelled list of links to each section; each section is named by its `<h2>`, so headings and links both navigate it.',
        'Plain text at reading width; nothing moves or announces.',
      ],
    }),
    layout: 'fullscreen',
    route: '/cookies',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Cookie Policy | Profit');
    const table = canvas.getByRole('table');
    for (const duration of ['Until you close the browser', '30 days', '2 years', '1 year'])
      await expect(within(table).getByText(duration)).toBeVisible();
  },
} satisfies Meta<typeof CookiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };

/** At 375 px the page is as wide as the screen: the cookie table scrolls sideways inside itself. */
export const TableScrollsInsideItself: Story = {
  globals: atViewport('mobile375'),
  parameters: { chromatic: { disableSnapshot: true }, visual: { reason: 'the page is pictured by Mobile' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Every cookie and how long it lasts' });
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
