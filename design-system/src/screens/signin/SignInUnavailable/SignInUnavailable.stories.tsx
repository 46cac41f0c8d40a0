import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SignInUnavailable } from './SignInUnavailable';
import { screenDocs } from '../../../testing/screenDocs';

const stillDown = async () => false;

const meta = {
  title: 'Sign-in/SignInUnavailable',
  component: SignInUnavailable,
  args: { onCredential: fn(), onError: fn() },
  parameters: {
    ...screenDocs({
      purpose:
        "The sign-in button's place while the shop cannot reach its server: no button that could only fail, but why, and Try again (the sign-in of the shop's mode replaces it once the server answers).",
      where: 'Inside the sign-in card on `/signin`, only while the server is unreachable.',
      calls: ['config'],
      accessibility: [
        'The reason is a `role="status"` message, so a screen reader hears why there is no sign-in button.',
        'Try again is a button; its outcome is announced in the same status.',
      ],
    }),
    services: { mode: 'live', reconnect: stillDown },
  },
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
    // The state at rest, not the pressed button's focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(args.onCredential).not.toHaveBeenCalled();
  },
};
