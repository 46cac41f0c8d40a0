import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ModeNotice } from './ModeNotice';
import { inFrame } from '../../../testing/componentDocs';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Shell/ModeNotice',
  component: ModeNotice,
  parameters: {
    ...screenDocs({
      purpose:
        'A small label, always in view, when the shop is not wholly live: demo mode (payments simulated, a demo sign-in), mock mode (nothing leaves the browser), a staging shop with Razorpay test keys (no money moves). Nothing when live with live keys; while the server cannot be reached, the notice that says so instead. It reads the mode the storefront learnt from `config` at start, and calls nothing itself.',
      where: "At the top of every page, from the storefront's root (above the layout).",
      calls: [],
      accessibility: [
        'A `role="note"` with plain words ("Demo store: payments are simulated"); it takes its own room at the top, declared for the bar and the cart button, so it covers nothing.',
        'Live with live keys it renders nothing and takes no room.',
      ],
    }),
    layout: 'fullscreen',
    services: { mode: 'demo' },
  },
} satisfies Meta<typeof ModeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo mode: "Demo store: payments are simulated". */
export const Demo: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('note')).toHaveTextContent('Demo store: payments are simulated');
  },
};

/** Mock mode: "Preview store: no real sign-in or payments". */
export const Mock: Story = {
  parameters: { services: { mode: 'mock' } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('note')).toHaveTextContent('Preview store: no real sign-in or payments');
  },
};

/**
 * A staging shop: live sign-in and Razorpay's Checkout with test keys (`testPayments` of
 * `GET /api/config`, production with `RAZORPAY_ALLOW_TEST_KEYS=true`). Every page says no money moves.
 */
export const StagingWithTestKeys: Story = {
  parameters: { services: { mode: 'live', testPayments: true } },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note');
    expect(note).toHaveTextContent('Test store: payments use Razorpay test mode, no money is taken');
    expect(note).toHaveAttribute('data-mode', 'staging');
    expect(room()).not.toBe('');
  },
};

/** The room the label takes above the bar, read from the page's styles. */
const room = () => getComputedStyle(document.documentElement).getPropertyValue('--mode-strip-height').trim();

/** Live: no label, and no room kept for it. */
export const LiveShowsNothing: Story = {
  parameters: { services: { mode: 'live' } },
  play: async ({ canvas }) => {
    expect(canvas.queryByRole('note')).toBeNull();
    // And the bar and cart button take no room for it.
    expect(room()).toBe('');
  },
};

/** While the shop cannot reach its server its mode is unknown: the notice saying so, no mode label. */
export const ServerUnreachable: Story = {
  parameters: {
    // Docked at the foot of the window: on the docs page, in a frame of its own.
    ...inFrame('320px'),
    services: { mode: 'live', reconnect: async () => false },
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the same picture as Shell/UnreachableNotice Default' },
  },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('We can’t reach the shop’s server right now');
    expect(canvas.queryByRole('note')).toBeNull();
  },
};
