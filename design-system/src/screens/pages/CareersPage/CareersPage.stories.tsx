import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { CareersPage } from './CareersPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/CareersPage',
  component: CareersPage,
  parameters: {
    ...screenDocs({
      purpose:
        'How the team works, what it offers and the open roles. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: '`/careers`, inside the site layout; linked from the footer.',
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "Each part is a `section` named by its `<h2>` (`aria-labelledby`), so the landmarks list reads as the page's contents.",
      ],
    }),
    layout: 'fullscreen',
    route: '/careers',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Help a million young Indians earn online' }),
    ).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Careers | Profit');
    await expect(canvas.getByRole('heading', { level: 2, name: /Open roles \(4\)/ })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Frontend Engineer (React, TypeScript)' }),
    ).toBeVisible();
  },
} satisfies Meta<typeof CareersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
