import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { UpdatesPage } from './UpdatesPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/UpdatesPage',
  component: UpdatesPage,
  parameters: {
    ...screenDocs({
      purpose:
        'What changed in the kits and the shop, newest first. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: '`/updates`, inside the site layout; linked from the footer.',
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "Each part is a `section` named by its `<h2>` (`aria-labelledby`), so the landmarks list reads as the page's contents.",
      ],
    }),
    layout: 'fullscreen',
    route: '/updates',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'What’s new at Profit' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Updates | Profit');
    await expect(canvas.getByRole('heading', { level: 2, name: 'One price for every kit' })).toBeVisible();
  },
} satisfies Meta<typeof UpdatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
