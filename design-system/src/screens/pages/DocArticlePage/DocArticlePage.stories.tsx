import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { NOT_FOUND_TEXT } from '../../system/NotFoundPage';
import { DocArticlePage } from './DocArticlePage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/DocArticlePage',
  component: DocArticlePage,
  parameters: {
    ...screenDocs({
      purpose:
        "One documentation article, with related articles; an unknown slug is the shop's Not Found page. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.",
      where:
        "`/docs/:slug`, inside the site layout; linked from `/documentation` and from the chat assistant's answers.",
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "The article's sections are headed in order; related articles are ordinary links.",
      ],
    }),
    layout: 'fullscreen',
    route: '/docs/first-purchase',
  },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/docs/:slug" element={<Story />} />
        <Route path="*" element={null} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof DocArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const readsTheArticle: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { level: 1, name: 'Your first purchase, step by step' })).toHaveAttribute(
    'tabindex',
    '-1',
  );
  await expect(document.title).toBe('Your first purchase, step by step | Profit');
  await expect(canvas.getByRole('heading', { level: 2, name: 'Buy a kit' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Choosing the right kit for your stage' })).toHaveAttribute(
    'href',
    '/docs/choosing-a-kit',
  );
};

/** An article at phone width (375 px): its `<h1>`, body and related links. */
export const Mobile: Story = { globals: atViewport('mobile375'), play: readsTheArticle };

/** An article at desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280'), play: readsTheArticle };

/** A related article link opens that article. */
export const FollowsRelatedLink: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Choosing the right kit for your stage' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Choosing the right kit for your stage' }),
    ).toBeVisible();
  },
};

/** An unknown slug: the shop's one Not Found screen, as for any unknown address or product. */
export const UnknownSlug: Story = {
  globals: atViewport('mobile375'),
  parameters: { route: '/docs/how-to-get-rich-quick' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT.title })).toBeVisible();
    await expect(canvas.getByText(NOT_FOUND_TEXT.lead)).toBeVisible();
    await expect(document.title).toBe('Page not found | Profit');
    await expect(canvas.getByRole('link', { name: NOT_FOUND_TEXT.store })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('link', { name: NOT_FOUND_TEXT.home })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('link', { name: 'All documentation' })).toBeNull();
  },
};
