import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { componentDocs, noControl, radioOf } from '../../testing/componentDocs';
import { theme } from '../../tokens';
import { ClockProvider, MotionProvider, createManualClock, type ManualClock } from '../clock';
import { RotatingStack } from './RotatingStack';

const stories = [
  ['Meera, Bengaluru', 'Launched her design studio with the CRM template and signed 12 clients in a quarter.'],
  ['Arjun, Lucknow', 'Automated invoicing for his tuition centre and got back six hours a week.'],
  ['Fatima, Hyderabad', 'Grew her handmade jewellery shop to 20k followers with the content system.'],
].map(([who, story]) => (
  <article
    key={who}
    style={{ padding: 24, borderRadius: 20, background: theme.colors.surface, boxShadow: theme.elevation[2] }}
  >
    <h3 style={{ margin: '0 0 8px' }}>{who}</h3>
    <p style={{ margin: 0 }}>{story}</p>
  </article>
));

/** A fresh manual clock per story: rotation is tested by advancing it, never by waiting. */
let clock: ManualClock = createManualClock();

const withClock: Decorator = (Story) => (
  <MotionProvider reduced={false}>
    <ClockProvider clock={clock}>
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    </ClockProvider>
  </MotionProvider>
);

const meta = {
  title: 'Primitives/RotatingStack',
  component: RotatingStack,
  args: { label: 'Success stories', children: stories, interval: 3000 },
  argTypes: {
    label: { control: 'text' },
    interval: { control: { type: 'number', min: 1000, step: 500 } },
    tone: radioOf(['surface', 'ink']),
    children: noControl,
  },
  decorators: [withClock],
  beforeEach: () => {
    clock = createManualClock();
  },
  parameters: componentDocs({
    purpose:
      'A deck of cards with one in front, the next two peeking behind, that moves the front card to the back ' +
      "every `interval` (the sign-in page's success stories). Previous and Next move it by hand; it pauses while " +
      'hovered or focused, has a stop button, and does not rotate under reduced motion.',
    avoid: [
      'Content every visitor must see: only the front card is seen for sure; use a list.',
      'A single card: it shows without controls, so give it a `Card` instead.',
      'A gallery to browse at length: give it a page or a grid.',
    ],
    accessibility: [
      'A region named by `label` with `aria-roledescription="carousel"`; each card is a group announced as a slide "1 of 3".',
      'Only the front card is reachable: the others are `aria-hidden` and `inert`.',
      'Rotation pauses while the pointer is over it or focus is inside it, and the labelled Stop rotation button stops it (WCAG 2.2.2); Previous and Next are labelled buttons.',
      'While it rotates the deck is `aria-live="off"` (nothing is announced every few seconds); stopped or under reduced motion it is `polite`, so a card brought forward by Previous or Next is read.',
      'Reduced motion: no rotation and no stop button; cards move only by Previous and Next, without transition.',
    ],
  }),
} satisfies Meta<typeof RotatingStack>;

export default meta;
type Story = StoryObj<typeof meta>;

const front = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="slide"]:not([aria-hidden])')!.getAttribute('aria-label');

/** Advances the clock once the next rotation is scheduled (React runs effects after painting). */
const advance = async (ms: number) => {
  await waitFor(() => expect(clock.pending()).toBeGreaterThan(0));
  clock.advance(ms);
  await new Promise((resolve) => requestAnimationFrame(resolve));
};

/** Try every prop from the Controls panel (the story's clock is stopped: use Previous and Next). */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    expect(canvas.getByRole('region', { name: args.label })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(front(canvasElement)).toBe('1 of 3');
  },
};

/** Every three seconds of the clock, the next card comes to the front, and round again. */
export const RotatesEveryThreeSeconds: Story = {
  play: async ({ canvasElement }) => {
    expect(front(canvasElement)).toBe('1 of 3');
    await advance(2_999);
    expect(front(canvasElement)).toBe('1 of 3');
    await advance(1);
    await waitFor(() => expect(front(canvasElement)).toBe('2 of 3'));
    await advance(3_000);
    await waitFor(() => expect(front(canvasElement)).toBe('3 of 3'));
    await advance(3_000);
    await waitFor(() => expect(front(canvasElement)).toBe('1 of 3'));
  },
};

/** Hovered: no rotation however long; it resumes when the pointer leaves. */
export const PausesOnHover: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('region', { name: 'Success stories' }));
    await waitFor(() => expect(canvas.getByRole('region')).toHaveAttribute('data-rotating', 'false'));
    clock.advance(30_000);
    expect(front(canvasElement)).toBe('1 of 3');
    await userEvent.unhover(canvas.getByRole('region'));
    await waitFor(() => expect(canvas.getByRole('region')).toHaveAttribute('data-rotating', 'true'));
    await advance(3_000);
    await waitFor(() => expect(front(canvasElement)).toBe('2 of 3'));
  },
};

/** Focus inside: no rotation; Next and Previous move the cards by hand. */
export const PausesOnFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Next' }).focus();
    await waitFor(() => expect(canvas.getByRole('region')).toHaveAttribute('data-rotating', 'false'));
    clock.advance(30_000);
    expect(front(canvasElement)).toBe('1 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    expect(front(canvasElement)).toBe('2 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    expect(front(canvasElement)).toBe('1 of 3');
  },
};

/** Stopped by its button, which now offers Start rotation. */
export const StopButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stop rotation' }));
    (document.activeElement as HTMLElement).blur();
    await userEvent.unhover(canvas.getByRole('region'));
    expect(canvas.getByRole('region')).toHaveAttribute('data-rotating', 'false');
    clock.advance(30_000);
    expect(front(canvasElement)).toBe('1 of 3');
    expect(canvas.getByRole('button', { name: 'Start rotation' })).toBeInTheDocument();
  },
};

/** Reduced motion: no rotation scheduled and no stop button. */
export const ReducedMotion: Story = {
  decorators: [
    (Story) => (
      <MotionProvider reduced>
        <Story />
      </MotionProvider>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    clock.advance(30_000);
    expect(clock.pending()).toBe(0);
    expect(front(canvasElement)).toBe('1 of 3');
    expect(canvas.queryByRole('button', { name: 'Stop rotation' })).toBeNull();
  },
};
