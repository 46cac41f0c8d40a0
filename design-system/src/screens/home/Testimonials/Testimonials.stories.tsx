import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyClock } from '../../../testing/storyClock';
import { atViewport } from '../../../testing/viewports';
import { Testimonials } from './Testimonials';
import { screenDocs } from '../../../testing/screenDocs';

const moving = storyClock();
const still = storyClock({ reduced: true });

const meta = {
  title: 'Home/Testimonials',
  component: Testimonials,
  argTypes: { headingLevel: { control: 'inline-radio', options: ['h1', 'h2'] } },
  parameters: {
    ...screenDocs({
      purpose:
        "The testimonials: four cards (name, role, words, avatar, stars) in the design system's `Marquee`, a 40 s loop.",
      where: 'On `/` at `id="testimonials"` (with an `<h2>`), and as the whole of `/testimonials` (with an `<h1>`).',
      calls: [],
      accessibility: [
        "A section named by its heading (`headingLevel`); the strip is a region with its cards as a list, the loop's copy hidden and inert.",
        'The loop pauses while hovered or focused and has a named Pause button; it stands still under reduced motion.',
      ],
    }),
    layout: 'fullscreen',
  },
  decorators: [moving.decorator],
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try `headingLevel` from the Controls panel. */
export const Playground: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'its default args are the picture of Desktop' },
  },
  play: async ({ canvas, args }) => {
    const level = args.headingLevel === 'h1' ? 1 : 2;
    expect(canvas.getByRole('heading', { level, name: 'What our customers say' })).toBeVisible();
  },
};

const strip = (canvas: ReturnType<typeof within>) => canvas.getByRole('region', { name: 'Testimonials' });
const track = (canvas: ReturnType<typeof within>) => strip(canvas).querySelector('[data-paused]')!;

/**
 * Four cards (name, role, words, avatar, 1–5 stars) in a strip that loops every 40 s; the loop's
 * copy is hidden from screen readers and cannot take focus.
 */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    expect(canvasElement.querySelector('section#testimonials')).not.toBeNull();
    const region = strip(canvas);
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    const copy = region.querySelector('ul[aria-hidden="true"]')!;
    expect(copy).toHaveAttribute('inert');
    expect(copy.querySelectorAll('li')).toHaveLength(4);
    expect(within(region).getAllByRole('img', { name: /Rated [1-5] out of 5/ })).toHaveLength(4);
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent('Priya Sharma');
  },
};

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
};

/** Hovered: the strip pauses, and runs again when the pointer leaves. */
export const PausesOnHover: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'ends with the pointer gone: pictured by Desktop' },
  },
  play: async ({ canvas }) => {
    expect(track(canvas)).toHaveAttribute('data-paused', 'false');
    await userEvent.hover(strip(canvas));
    expect(track(canvas)).toHaveAttribute('data-paused', 'true');
    expect(getComputedStyle(track(canvas)).animationPlayState).toBe('paused');
    await userEvent.unhover(strip(canvas));
    expect(track(canvas)).toHaveAttribute('data-paused', 'false');
  },
};

/** Focus on its Pause button holds the strip. */
export const PausesOnFocus: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Pause Testimonials' }).focus();
    await waitFor(() => expect(track(canvas)).toHaveAttribute('data-paused', 'true'));
  },
};

/** Under reduced motion the strip stands still, every card in view, and there is no copy. */
export const StillUnderReducedMotion: Story = {
  decorators: [still.decorator],
  play: async ({ canvas }) => {
    expect(strip(canvas)).toHaveAttribute('data-running', 'false');
    expect(strip(canvas).querySelector('ul[aria-hidden="true"]')).toBeNull();
  },
};
