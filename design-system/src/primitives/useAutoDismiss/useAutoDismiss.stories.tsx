import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { componentDocs } from '../../testing/componentDocs';
import { ClockProvider, createManualClock, type ManualClock } from '../clock';
import { AutoDismissDemo } from './AutoDismissDemo';

/** A fresh manual clock per story (see `beforeEach`), which the play function advances. */
let clock: ManualClock = createManualClock();

const meta = {
  title: 'Primitives/useAutoDismiss',
  component: AutoDismissDemo,
  args: { duration: 10_000, enabled: true },
  argTypes: {
    duration: { control: { type: 'number', min: 1000, step: 1000 } },
    enabled: { control: 'boolean' },
  },
  // The stories' time is a manual clock their play functions advance; the Playground runs on real time.
  decorators: [
    (Story, { parameters }) =>
      parameters.realTime ? (
        <Story />
      ) : (
        <ClockProvider clock={clock}>
          <Story />
        </ClockProvider>
      ),
  ],
  beforeEach: () => {
    clock = createManualClock();
  },
  parameters: componentDocs({
    purpose:
      'A hook for something that leaves by itself after a while (a notification, a rotating card): it calls ' +
      '`onDismiss` after `duration` ms, counted only while the pointer is not over it and focus is not inside ' +
      'it, and resumes for the time that was left. Spread its `handlers` on the element; `paused` says whether ' +
      'the countdown is held. `resetKey` starts a fresh countdown (the next slide). The `Notification` primitive ' +
      'and `RotatingStack` use it; the demo here is a notice with an Undo button.',
    avoid: [
      'Errors and anything that needs an answer: pass `enabled: false` (or do not use it) so it stays until dismissed.',
      'A countdown the shopper should see (a payment window): show the time left instead.',
      'Timing in tests: components read the clock from `ClockProvider`, so stories advance a manual clock rather than wait.',
    ],
    accessibility: [
      'Enough time to read (WCAG 2.2.1): the countdown holds while hovered or while focus is anywhere inside, so a keyboard user reaching its Undo button keeps it.',
      'It adds no role and announces nothing: the element it is spread on says what it is (here `role="status"`).',
      'What it dismisses should be reachable again or not matter: a notice that carries an action (Undo) stays while focused.',
    ],
  }),
} satisfies Meta<typeof AutoDismissDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const advance = async (ms: number) => {
  clock.advance(ms);
  await new Promise((resolve) => requestAnimationFrame(resolve));
};

/**
 * In a production build (static Storybook, Chromatic, the visual run) React runs effects after
 * the play function may have started: wait until the countdown is armed before moving the clock.
 */
const countdownArmed = () => waitFor(() => expect(clock.pending()).toBe(1));

/** Real time: the notice leaves after `duration` unless hovered or focused (Storybook's Remount brings it back). */
export const Playground: Story = {
  parameters: { realTime: true },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Item added to cart');
  },
};

/** Untouched: still there after 9.999 s, gone at 10 s. */
export const DismissesAfterTenSeconds: Story = {
  play: async ({ canvas }) => {
    await countdownArmed();
    await advance(9_999);
    expect(canvas.getByText('Item added to cart')).toBeInTheDocument();
    await advance(1);
    await waitFor(() => expect(canvas.getByText('Dismissed')).toBeInTheDocument());
  },
};

/** Hovered after 6 s: held however long; left, it goes after the 4 s that were left. */
export const PausesWhileHovered: Story = {
  play: async ({ canvas }) => {
    await countdownArmed();
    await advance(6_000);
    await userEvent.hover(canvas.getByRole('status'));
    await waitFor(() => expect(canvas.getByText('Item added to cart (paused)')).toBeInTheDocument());
    await advance(60_000);
    expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('status'));
    await waitFor(() => expect(canvas.getByText('Item added to cart')).toBeInTheDocument());
    // The 4 s that were left, not a fresh 10 s.
    await advance(3_999);
    expect(canvas.queryByText('Dismissed')).toBeNull();
    await advance(1);
    await waitFor(() => expect(canvas.getByText('Dismissed')).toBeInTheDocument());
  },
};

/** Focus on its Undo button: held; focus elsewhere, it goes 10 s later. */
export const PausesWhileFocused: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Undo' }).focus();
    await waitFor(() => expect(canvas.getByText('Item added to cart (paused)')).toBeInTheDocument());
    await advance(60_000);
    expect(canvas.getByRole('status')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Elsewhere' }).focus();
    await waitFor(() => expect(canvas.getByText('Item added to cart')).toBeInTheDocument());
    await advance(10_000);
    await waitFor(() => expect(canvas.getByText('Dismissed')).toBeInTheDocument());
  },
};
