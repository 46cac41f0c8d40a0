import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { AboutPage } from './AboutPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/AboutPage',
  component: AboutPage,
  parameters: {
    ...screenDocs({
      purpose:
        'Who the shop is: the mission, the figures (500+ products, 15+ categories, 24/7 support, Rs 50K+), the story and values, and a way to the kits. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: '`/about`, inside the site layout; linked from the footer.',
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "Each part is a `section` named by its `<h2>` (`aria-labelledby`), so the landmarks list reads as the page's contents.",
      ],
    }),
    layout: 'fullscreen',
    route: '/about',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Tools for India’s first-time founders' }),
    ).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('About us | Profit');
    for (const figure of ['500+', '15+', '24/7', 'Rs 50K+']) await expect(canvas.getByText(figure)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the kits' })).toHaveAttribute('href', '/products');
  },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
