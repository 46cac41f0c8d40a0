import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { preferReducedMotion } from '../../../testing/fakeClock';
import { Statistics } from './Statistics';

const meta = {
  title: 'Home/Statistics',
  component: Statistics,
  args: { surface: 'dark' },
  parameters: { layout: 'padded', backgrounds: { disable: true } },
  decorators: [
    (Story, { args }) => (
      <div style={{ padding: '2rem', background: args.surface === 'dark' ? '#0b1220' : 'transparent' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Statistics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view, the numbers count up to their final values; screen readers read the final values. */
export const OnInk: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('count-users')).toHaveTextContent('100K+'));
    await waitFor(() => expect(canvas.getByTestId('count-earned')).toHaveTextContent('$2.5B+'));
    expect(canvas.getByText('24/7')).toBeVisible();
    expect(canvas.getByText('100K+', { ignore: '[aria-hidden] *, [aria-hidden]' })).toBeInTheDocument();
  },
};

export const OnLight: Story = {
  args: { surface: 'light' },
};

/** Below the fold nothing counts; scrolled into view, it does. */
export const CountsWhenScrolledIntoView: Story = {
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '150vh' }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    const users = canvas.getByTestId('count-users');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(users).toHaveTextContent('0K+');
    users.scrollIntoView();
    await waitFor(() => expect(users).not.toHaveTextContent(/^0K\+$/));
    await waitFor(() => expect(users).toHaveTextContent('100K+'));
    window.scrollTo(0, 0);
  },
};

/** Under reduced motion the final values are there at once, even out of view. */
export const ReducedMotion: Story = {
  beforeEach: () => preferReducedMotion(),
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '150vh' }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    expect(canvas.getByTestId('count-users')).toHaveTextContent('100K+');
    expect(canvas.getByTestId('count-earned')).toHaveTextContent('$2.5B+');
  },
};
