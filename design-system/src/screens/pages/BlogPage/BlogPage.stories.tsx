import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { BlogPage } from './BlogPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/BlogPage',
  component: BlogPage,
  parameters: {
    ...screenDocs({
      purpose:
        'Notes from the team, newest first, each in full. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: '`/blog`, inside the site layout; linked from the footer.',
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "Each part is a `section` named by its `<h2>` (`aria-labelledby`), so the landmarks list reads as the page's contents.",
      ],
    }),
    layout: 'fullscreen',
    route: '/blog',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notes on selling online in India' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Blog | Profit');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getAllByText(/The Profit team/)).toHaveLength(3);
  },
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
