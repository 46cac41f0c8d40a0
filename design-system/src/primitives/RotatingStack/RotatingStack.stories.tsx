import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
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
  decorators: [withClock],
  beforeEach: () => {
    clock = createManualClock();
  },
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
