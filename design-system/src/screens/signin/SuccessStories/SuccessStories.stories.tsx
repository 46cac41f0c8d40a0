import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { nextFrame, preferReducedMotion, withFakeClock } from '../../../testing/fakeClock';
import { STORY_ROTATION_MS, SuccessStories } from './SuccessStories';

const meta = {
  title: 'Sign-in/SuccessStories',
  component: SuccessStories,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem', padding: '2rem', background: '#0b1220' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SuccessStories>;

export default meta;
type Story = StoryObj<typeof meta>;

const front = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Success stories' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('data-depth') === '0')!;

/** Three of the four stories in view; the fourth, out of sight, is hidden from screen readers. */
export const Resting: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Success stories' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(front(canvas)).toHaveTextContent('Meera Iyer');
  },
};

/** Every 3 s the front story moves to the back (fake timers). */
export const RotatesEveryThreeSeconds: Story = {
  play: async ({ canvas }) => {
    await withFakeClock(async (clock) => {
      // The interval started with real timers at mount: restart it under the fake clock.
      fireEvent.pointerEnter(canvas.getByRole('list', { name: 'Success stories' }));
      fireEvent.pointerLeave(canvas.getByRole('list', { name: 'Success stories' }));
      await nextFrame();
      clock.tick(STORY_ROTATION_MS - 1);
      await nextFrame();
      expect(front(canvas)).toHaveTextContent('Meera Iyer');
      clock.tick(1);
      await nextFrame();
      expect(front(canvas)).toHaveTextContent('Karan Gill');
      clock.tick(STORY_ROTATION_MS * 3);
      await nextFrame();
      expect(front(canvas)).toHaveTextContent('Meera Iyer');
    });
  },
};

export const PausedWhileHovered: Story = {
  play: async ({ canvas }) => {
    await withFakeClock(async (clock) => {
      fireEvent.pointerEnter(canvas.getByRole('list', { name: 'Success stories' }));
      await nextFrame();
      clock.tick(STORY_ROTATION_MS * 5);
      await nextFrame();
      expect(front(canvas)).toHaveTextContent('Meera Iyer');
    });
  },
};

export const PausedWhileFocused: Story = {
  play: async ({ canvas }) => {
    await withFakeClock(async (clock) => {
      canvas.getByRole('list', { name: 'Success stories' }).focus();
      await nextFrame();
      clock.tick(STORY_ROTATION_MS * 5);
      await nextFrame();
      expect(front(canvas)).toHaveTextContent('Meera Iyer');
    });
  },
};

export const StillUnderReducedMotion: Story = {
  beforeEach: () => preferReducedMotion(),
  play: async ({ canvas }) => {
    await withFakeClock(async (clock) => {
      fireEvent.pointerEnter(canvas.getByRole('list', { name: 'Success stories' }));
      fireEvent.pointerLeave(canvas.getByRole('list', { name: 'Success stories' }));
      await nextFrame();
      clock.tick(STORY_ROTATION_MS * 5);
      await nextFrame();
      expect(front(canvas)).toHaveTextContent('Meera Iyer');
    });
  },
};
