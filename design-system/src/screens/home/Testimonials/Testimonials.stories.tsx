import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyClock } from '../../../testing/storyClock';
import { atViewport } from '../../../testing/viewports';
import { Testimonials } from './Testimonials';

const moving = storyClock();
const still = storyClock({ reduced: true });

const meta = {
  title: 'Home/Testimonials',
  component: Testimonials,
  parameters: { layout: 'fullscreen' },
  decorators: [moving.decorator],
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Mobile: Story = {
  globals: atViewport('mobile375'),
};

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
