import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '../Footer';
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

/** The room pages leave for the label, read from the page's styles. */
const room = () => getComputedStyle(document.documentElement).getPropertyValue('--mode-notice-room').trim();

/**
 * At the end of a scroll the label, fixed at the foot of the screen, sits in the room the footer
 * leaves for it, below the footer's last line (the social links), not over it.
 */
export const ClearOfTheFooterAtTheEnd: Story = {
  render: () => (
    <>
      {/* A page taller than the screen, so that its end is at the foot of the screen. */}
      <div style={{ height: '150vh' }} />
      <Footer year={2026} />
      <ModeNotice />
    </>
  ),
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'a scrolled page: the footer and the label are pictured on their own' },
  },
  play: async ({ canvas }) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const label = canvas.getByRole('note').getBoundingClientRect();
    const links = canvas.getAllByRole('link');
    const lastLine = Math.max(...links.map((link) => link.getBoundingClientRect().bottom));
    expect(document.documentElement.scrollHeight).toBeGreaterThan(window.innerHeight);
    expect(label.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(label.top).toBeGreaterThanOrEqual(lastLine);
    window.scrollTo(0, 0);
  },
};

export const LiveShowsNothing: Story = {
  parameters: { services: { mode: 'live' } },
  play: async ({ canvas }) => {
    expect(canvas.queryByRole('note')).toBeNull();
    // And pages leave no room for it.
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
