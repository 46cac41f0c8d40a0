import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { DocumentationPage } from './DocumentationPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/DocumentationPage',
  component: DocumentationPage,
  parameters: {
    ...screenDocs({
      purpose:
        'The guides: four categories of articles, each linking to its page at `/docs/{slug}`. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: '`/documentation`, inside the site layout; linked from the footer.',
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "Each part is a `section` named by its `<h2>` (`aria-labelledby`), so the landmarks list reads as the page's contents.",
      ],
    }),
    layout: 'fullscreen',
    route: '/documentation',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Guides for every kit' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Documentation | Profit');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Your first purchase, step by step' })).toHaveAttribute(
      'href',
      '/docs/first-purchase',
    );
  },
} satisfies Meta<typeof DocumentationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
