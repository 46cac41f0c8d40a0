import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STORE } from '../../../content/home';
import { screenDocs } from '../../../testing/screenDocs';
import { Band } from './Band';
import { SectionIntro } from './SectionIntro';

const meta = {
  title: 'Home/SectionIntro',
  component: SectionIntro,
  args: { id: 'store-title', eyebrow: STORE.eyebrow, title: STORE.headline, lead: STORE.lead },
  argTypes: {
    eyebrow: { control: 'text' },
    title: { control: 'text' },
    lead: { control: 'text' },
    id: { control: false },
    surface: { control: 'inline-radio', options: ['light', 'dark'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
    level: { control: 'inline-radio', options: [1, 2] },
  },
  // In its band, as the home page has it, so the surface shows what it does.
  decorators: [
    (Story, { args }) => (
      <Band $surface={args.surface ?? 'light'} aria-labelledby={args.id}>
        <div style={{ padding: '0 1.5rem' }}>
          <Story />
        </div>
      </Band>
    ),
  ],
  parameters: {
    ...screenDocs({
      purpose:
        "The opening of each home section: an eyebrow, the section's heading and a lead line, on a light or an ink band. The section passes its heading's `id` to name itself with it.",
      where:
        'At the top of the store, tools, pricing and testimonials sections on `/` (and of `/testimonials`, where its heading is the `<h1>`).',
      calls: [],
      accessibility: [
        'The heading is an `<h2>` in a page, an `<h1>` (`level={1}`, focusable for the storefront) when the section is the page; the eyebrow is text, not a heading.',
        'Its `id` names the section (`aria-labelledby`), so the section is a landmark called by its heading.',
        'On ink the eyebrow, heading and lead switch to their inverse colours, at the contrast of body text.',
      ],
    }),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof SectionIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'its default args are the picture of On Light' },
  },
  play: async ({ canvas, args }) => {
    const heading = canvas.getByRole('heading', { level: args.level ?? 2 });
    expect(heading).toHaveAttribute('id', args.id);
    expect(canvas.getByRole('region', { name: String(args.title) })).toBeInTheDocument();
  },
};

/** The store's opening on the light band, left-aligned. */
export const OnLight: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 2, name: STORE.headline })).toBeVisible();
    expect(canvas.getByText(STORE.eyebrow)).toBeVisible();
  },
};

/** On the ink band, centred: the text in its inverse colours. */
export const OnInkCentred: Story = {
  args: { surface: 'dark', align: 'center' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: STORE.headline });
    expect(getComputedStyle(heading).textAlign).toBe('center');
    expect(getComputedStyle(heading).color).toBe('rgb(255, 255, 255)');
  },
};
