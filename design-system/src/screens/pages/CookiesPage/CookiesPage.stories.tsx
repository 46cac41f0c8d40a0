import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { CookiesPage } from './CookiesPage';

const meta = {
  title: 'Pages/CookiesPage',
  component: CookiesPage,
  parameters: { layout: 'fullscreen', route: '/cookies' },
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

export const Mobile: Story = { globals: atViewport('mobile375') };

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
