import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SignInUnavailable } from './SignInUnavailable';

const stillDown = async () => false;

const meta = {
  title: 'Sign-in/SignInUnavailable',
  component: SignInUnavailable,
  args: { onCredential: fn(), onError: fn() },
  parameters: { services: { mode: 'live', reconnect: stillDown } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the sign-in card while the shop cannot reach its server: why there is no sign-in, and Try again. */
export const Default: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent(
      'Signing in needs the shop’s server, which is not answering right now.',
    );
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Try again while the server still does not answer: says so, and can be pressed again. */
export const StillNoAnswer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    expect(await canvas.findByText('Still no answer. Please try again in a moment.')).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(args.onCredential).not.toHaveBeenCalled();
  },
};
