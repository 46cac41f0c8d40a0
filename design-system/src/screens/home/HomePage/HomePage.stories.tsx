import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SiteLayout } from '../../shell/SiteLayout';
import { signedOutStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { HomePage } from './HomePage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Home/HomePage',
  component: HomePage,
  parameters: {
    ...screenDocs({
      purpose:
        "The home page: the hero with statistics, the tools, the store, pricing and testimonials, in the spec's order.",
      where: "`/`, inside the site layout (the one page in the storefront's first chunk).",
      calls: ['products', 'library', 'download', 'subscribe'],
      accessibility: [
        "One `<h1>` (the hero's headline); every section below is named by its `<h2>`.",
        '`/#store` opens the page scrolled to the store section.',
        "Moving parts (the statistics, the testimonials' strip) stop under reduced motion; the strip has a pause button.",
      ],
    }),
    layout: 'fullscreen',
    store: signedOutStore(),
    route: '/',
  },
  globals: atViewport('desktop1280'),
  decorators: [
    (Story) => (
      <SiteLayout>
        <Story />
      </SiteLayout>
    ),
  ],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page in the site layout: one `<h1>`, then every section of the spec in order. */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await canvas.findByRole('list', { name: 'Products' });
    const ids = [...canvasElement.querySelectorAll('main section[id]')].map((section) => section.id);
    expect(ids).toEqual(['tools', 'store', 'pricing', 'testimonials']);
    expect(document.title).toBe('Profit');
  },
};

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
};

/** `/#store` (the footer's Store link) opens the page at the store. */
export const StoreAnchor: Story = {
  parameters: {
    route: '/#store',
    chromatic: { disableSnapshot: true },
    visual: { reason: 'scrolls back to the top at the end: pictured by the home page stories' },
  },
  play: async ({ canvasElement }) => {
    const store = canvasElement.querySelector('#store')!;
    const header = within(canvasElement).getByRole('banner');
    // The navigation bar is sticky: the store opens right under it (its scroll margin), not hidden by it.
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await waitFor(() =>
      expect(Math.abs(store.getBoundingClientRect().top - header.getBoundingClientRect().bottom)).toBeLessThan(2),
    );
    window.scrollTo(0, 0);
  },
};
