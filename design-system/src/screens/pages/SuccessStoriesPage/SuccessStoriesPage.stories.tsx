import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { SuccessStoriesPage } from './SuccessStoriesPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/SuccessStoriesPage',
  component: SuccessStoriesPage,
  parameters: {
    ...screenDocs({
      purpose:
        'Customers who shared their results, first names only. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: '`/success-stories`, inside the site layout; linked from the footer.',
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "Each part is a `section` named by its `<h2>` (`aria-labelledby`), so the landmarks list reads as the page's contents.",
      ],
    }),
    layout: 'fullscreen',
    route: '/success-stories',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Small businesses, real results' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Success stories | Profit');
    await expect(canvas.getAllByRole('figure')).toHaveLength(4);
    await expect(canvas.getByText('Home bakery, Kochi')).toBeVisible();
  },
} satisfies Meta<typeof SuccessStoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
