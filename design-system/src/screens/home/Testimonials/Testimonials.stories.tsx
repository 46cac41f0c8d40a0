import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../../testing/reducedMotion';
import { atViewport } from '../../../testing/viewports';
import { Testimonials } from './Testimonials';

const meta = {
  title: 'Home/Testimonials',
  component: Testimonials,
  parameters: { layout: 'fullscreen' },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

const track = (canvas: ReturnType<typeof within>) => canvas.getByTestId('testimonials-track');

/**
 * Four cards (name, role, words, avatar, 1–5 stars) in a strip that loops every 40 s; the loop's
 * copies are hidden from screen readers and cannot take focus.
 */
export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    expect(canvasElement.querySelector('section#testimonials')).not.toBeNull();
    const strip = track(canvas);
    expect(getComputedStyle(strip).animationDuration).toBe('40s');
    expect(getComputedStyle(strip).animationIterationCount).toBe('infinite');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(4);
    const copies = strip.querySelectorAll('[data-duplicate]');
    expect(copies).toHaveLength(4);
    copies.forEach((copy: Element) => {
      expect(copy).toHaveAttribute('aria-hidden', 'true');
      expect(copy).toHaveAttribute('inert');
    });
    expect(within(strip).getAllByRole('img', { name: /Rated [1-5] out of 5/ })).toHaveLength(4);
    expect(within(strip).getByText('Priya Sharma')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile375'),
};

export const PausesOnHover: Story = {
  play: async ({ canvas }) => {
    const strip = track(canvas);
    expect(getComputedStyle(strip).animationPlayState).toBe('running');
    await userEvent.hover(strip);
    expect(getComputedStyle(strip).animationPlayState).toBe('paused');
    await userEvent.unhover(strip);
    expect(getComputedStyle(strip).animationPlayState).toBe('running');
  },
};

export const PausesOnFocus: Story = {
  decorators: [
    (Story) => (
      <div>
        <Story />
        <a href="#after">After the strip</a>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const strip = track(canvas);
    strip.parentElement!.setAttribute('tabindex', '-1');
    strip.parentElement!.focus();
    expect(getComputedStyle(strip).animationPlayState).toBe('paused');
    canvas.getByRole('link', { name: 'After the strip' }).focus();
    expect(getComputedStyle(strip).animationPlayState).toBe('running');
  },
};

/** Under reduced motion the strip does not move (it scrolls by hand instead). */
export const StillUnderReducedMotion: Story = {
  play: async ({ canvas }) => {
    expect(stopsUnderReducedMotion(track(canvas), 'animation')).toBe(true);
  },
};
