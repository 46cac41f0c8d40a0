import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { UnreachableNotice } from './UnreachableNotice';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Shell/UnreachableNotice',
  component: UnreachableNotice,
  parameters: {
    ...screenDocs({
      purpose:
        "While the shop cannot reach its server (its configuration could not be read at start): what still works, what waits for the server, and Try again, which asks for the shop's configuration again (through the storefront's `reconnect`) and switches the shop to its mode as soon as the server answers. It can be closed.",
      where:
        'Docked at the bottom of the window on every page, from `ModeNotice`, only while the server is unreachable.',
      calls: ['config'],
      accessibility: [
        'A warning `Banner` (`role="status"`, polite) with its title; when Try again still gets no answer, a line saying so is added to it and announced.',
        'Try again is a button that says it is trying; the Dismiss button closes the notice until the page is loaded again.',
      ],
      frame: '320px',
    }),
    layout: 'fullscreen',
    services: { mode: 'live', reconnect: async () => false },
  },
} satisfies Meta<typeof UnreachableNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On every page while the shop cannot reach its server: what still works, and Try again. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    expect(notice).toHaveTextContent('We can’t reach the shop’s server right now');
    expect(notice).toHaveTextContent(
      'You can keep browsing. Signing in, your orders and payments come back as soon as it answers.',
    );
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Try again while the server still does not answer: the notice stays and says so. */
export const StillNoAnswer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    expect(await canvas.findByText('Still no answer. Please try again in a moment.')).toBeVisible();
    // The state at rest, not the pressed button's focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const reconnected = fn(async () => true);

/** Try again once the server answers: the app then runs in the server's mode (here: the call is made). */
export const ServerAnswers: Story = {
  parameters: {
    services: { mode: 'live', reconnect: reconnected },
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the same picture as Default: it checks the call Try again makes' },
  },
  play: async ({ canvas }) => {
    reconnected.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reconnected).toHaveBeenCalledOnce());
    expect(canvas.queryByText('Still no answer. Please try again in a moment.')).toBeNull();
  },
};

/** The shopper can close it. */
export const Closes: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'ends with nothing on screen' },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    expect(canvas.queryByRole('status')).toBeNull();
  },
};
