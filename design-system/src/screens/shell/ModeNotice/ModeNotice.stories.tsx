import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ModeNotice } from './ModeNotice';

const meta = {
  title: 'Shell/ModeNotice',
  component: ModeNotice,
  parameters: { layout: 'fullscreen', services: { mode: 'demo' } },
} satisfies Meta<typeof ModeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Demo: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('note')).toHaveTextContent('Demo store: payments are simulated');
  },
};

export const Mock: Story = {
  parameters: { services: { mode: 'mock' } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('note')).toHaveTextContent('Preview store: no real sign-in or payments');
  },
};

/**
 * A staging shop: live sign-in and Razorpay's Checkout with test keys (`testPayments` of
 * `GET /api/config`, production with RAZORPAY_ALLOW_TEST_KEYS=true). Every page says no money moves.
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
    services: { mode: 'live', reconnect: async () => false },
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the same picture as Shell/UnreachableNotice Default' },
  },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('We can’t reach the shop’s server right now');
    expect(canvas.queryByRole('note')).toBeNull();
  },
};
