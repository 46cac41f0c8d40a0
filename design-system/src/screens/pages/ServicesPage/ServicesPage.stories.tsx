import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { ServicesPage } from './ServicesPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/ServicesPage',
  component: ServicesPage,
  parameters: {
    ...screenDocs({
      purpose:
        'The five kinds of tools and the kits in each. Fixed content that ships with the app (from `content/`), prerendered for crawlers and link previews.',
      where: '`/services`, inside the site layout; linked from the footer.',
      calls: [],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "Each part is a `section` named by its `<h2>` (`aria-labelledby`), so the landmarks list reads as the page's contents.",
      ],
    }),
    layout: 'fullscreen',
    route: '/services',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'A tool for every part of the business' }),
    ).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Services | Profit');
    for (const name of ['Marketing', 'Analytics', 'Automation', 'CRM', 'Content'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
  },
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = { globals: atViewport('mobile375') };

/** At desktop width (1280 px). */
export const Desktop: Story = { globals: atViewport('desktop1280') };
