import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, type within } from 'storybook/test';
import { storyClock } from '../../../testing/storyClock';
import { Statistics } from './Statistics';
import { screenDocs } from '../../../testing/screenDocs';

const moving = storyClock();
const still = storyClock({ reduced: true });

const meta = {
  title: 'Home/Statistics',
  component: Statistics,
  argTypes: { surface: { control: 'inline-radio', options: ['dark', 'light'] } },
  parameters: screenDocs({
    purpose:
      'The counting statistics: 100K+ users, $2.5B+ earned, 24/7 support. Each number counts up once scrolled into view.',
    where:
      'Closing the hero and inside the tools section on `/`, both on ink (`surface="dark"`); `light` is for a light section.',
    calls: [],
    accessibility: [
      'Each figure is a `CountUp`: screen readers read the final value once, never the numbers in between.',
      'Under reduced motion (and in visual pictures) the final values are there at once, even out of view.',
    ],
  }),
  args: { surface: 'dark' },
  decorators: [
    moving.decorator,
    (Story, { args }) => (
      <div style={{ padding: '2rem', background: args.surface === 'dark' ? '#0b1220' : 'transparent' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Statistics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try `surface` from the Controls panel. */
export const Playground: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'its default args are the picture of On Ink' },
  },
  play: async ({ canvas }) => {
    expect(canvas.getByText('24/7')).toBeVisible();
    expect(canvas.getByTestId('count-users')).toBeInTheDocument();
  },
};

/** What the eye sees while counting (screen readers get the final value at once). */
const shown = (canvas: ReturnType<typeof within>, id: string) =>
  canvas.getByTestId(`count-${id}`).querySelector('[data-countup]')!;

const belowTheFold = (Story: () => ReactNode) => (
  <div>
    <div style={{ height: '150vh' }} />
    <Story />
  </div>
);

/** In view, the numbers count up to 100K+ and $2.5B+; 24/7 is written as is. */
export const OnInk: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(shown(canvas, 'users')).toHaveTextContent(/^100K\+$/));
    await waitFor(() => expect(shown(canvas, 'earned')).toHaveTextContent(/^\$2\.5B\+$/));
    expect(canvas.getByText('24/7')).toBeVisible();
  },
};

/** On a light surface (`surface="light"`), for a light section. */
export const OnLight: Story = {
  args: { surface: 'light' },
};

/** Below the fold nothing counts; scrolled into view, it does. */
export const CountsWhenScrolledIntoView: Story = {
  decorators: [belowTheFold],
  // Behaviour over time; its resting picture is Reduced Motion's.
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'counts over time: pictured at rest by Reduced Motion' },
  },
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shown(canvas, 'users')).toHaveTextContent(/^0K\+$/);
    canvas.getByTestId('count-users').scrollIntoView();
    await waitFor(() => expect(shown(canvas, 'users')).toHaveTextContent(/^100K\+$/));
    window.scrollTo(0, 0);
  },
};

/** Under reduced motion the final values are there at once, even out of view. */
export const ReducedMotion: Story = {
  decorators: [belowTheFold, still.decorator],
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    expect(shown(canvas, 'users')).toHaveTextContent(/^100K\+$/);
    expect(shown(canvas, 'earned')).toHaveTextContent(/^\$2\.5B\+$/);
  },
};
