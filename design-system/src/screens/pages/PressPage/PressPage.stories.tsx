import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { PressPage } from './PressPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/PressPage',
  component: PressPage,
  parameters: {
    ...screenDocs({
      purpose:
        "For journalists: facts, boilerplate, the press kit's contents and how to reach the team. No attributed quotes. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.",
      where: '`/press`, inside the site layout; linked from the footer.',
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "Each part is a `section` named by its `<h2>` (`aria-labelledby`), so the landmarks list reads as the page's contents.",
      ],
    }),
    layout: 'fullscreen',
    route: '/press',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Press and media' })).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Press | Profit');
    await expect(canvas.getByText('Founded')).toBeVisible();
    await expect(canvas.queryByRole('blockquote')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Contact our team' })).toHaveAttribute('href', '/contact');
  },
} satisfies Meta<typeof PressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
