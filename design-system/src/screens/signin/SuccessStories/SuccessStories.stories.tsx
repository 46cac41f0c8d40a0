import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyClock } from '../../../testing/storyClock';
import { STORY_ROTATION_MS, SuccessStories } from './SuccessStories';
import { screenDocs } from '../../../testing/screenDocs';

const clock = storyClock();
const still = storyClock({ reduced: true });

const meta = {
  title: 'Sign-in/SuccessStories',
  component: SuccessStories,
  parameters: screenDocs({
    purpose:
      "The sign-in page's stack of four success stories, three in view, the front one moving to the back every 3 s (the `RotatingStack` primitive with the stories' content).",
    where: 'Beside the sign-in card on `/signin`.',
    calls: [],
    accessibility: [
      'A carousel region named "Success stories"; only the front story is reachable by assistive technology.',
      'Rotation pauses while hovered or focused, has Stop rotation, Previous and Next, and does not run under reduced motion.',
    ],
  }),
  decorators: [
    clock.decorator,
    (Story) => (
      <div style={{ maxWidth: '32rem', padding: '2rem 2rem 4rem', background: '#0b1220' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => clock.reset(),
} satisfies Meta<typeof SuccessStories>;

export default meta;
type Story = StoryObj<typeof meta>;

const front = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-roledescription="slide"]:not([aria-hidden])')!;

/** Four stories, three in view; only the front one is read by screen readers. */
export const Resting: Story = {
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(4);
    expect(front(canvasElement)).toHaveTextContent('Meera Iyer');
  },
};

/** Every 3 s the front story moves to the back (a manual clock: no waiting). */
export const RotatesEveryThreeSeconds: Story = {
  play: async ({ canvasElement }) => {
    await clock.advance(STORY_ROTATION_MS - 1);
    expect(front(canvasElement)).toHaveTextContent('Meera Iyer');
    await clock.advance(1);
    await waitFor(() => expect(front(canvasElement)).toHaveTextContent('Karan Gill'));
    await clock.advance(STORY_ROTATION_MS);
    await waitFor(() => expect(front(canvasElement)).toHaveTextContent('Ananya Das'));
  },
};

/** Hovered: no rotation is scheduled and Meera's story stays in front. */
export const PausedWhileHovered: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('region', { name: 'Success stories' }));
    await waitFor(() => expect(clock.pending()).toBe(0));
    expect(front(canvasElement)).toHaveTextContent('Meera Iyer');
  },
};

/** Focus on Next: no rotation is scheduled. */
export const PausedWhileFocused: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Next' }).focus();
    await waitFor(() => expect(clock.pending()).toBe(0));
    expect(front(canvasElement)).toHaveTextContent('Meera Iyer');
  },
};

/** Reduced motion: nothing scheduled, Meera's story in front. */
export const StillUnderReducedMotion: Story = {
  decorators: [still.decorator],
  beforeEach: () => still.reset(),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(still.pending()).toBe(0);
    expect(front(canvasElement)).toHaveTextContent('Meera Iyer');
  },
};
