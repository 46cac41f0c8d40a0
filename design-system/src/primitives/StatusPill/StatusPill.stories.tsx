import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { StatusPill, orderStatusTone } from './StatusPill';

const meta = {
  title: 'Primitives/StatusPill',
  component: StatusPill,
  args: { children: 'Paid', tone: 'success' },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByText('Paid')).toBeInTheDocument();
  },
};

export const OrderStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {['paid', 'created', 'attempted', 'failed', 'refunded', 'disputed'].map((state) => (
        <StatusPill key={state} tone={orderStatusTone[state]}>
          {state.charAt(0).toUpperCase() + state.slice(1)}
        </StatusPill>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const paid = getComputedStyle(canvas.getByText('Paid')).backgroundColor;
    const failed = getComputedStyle(canvas.getByText('Failed')).backgroundColor;
    expect(paid).not.toBe(failed);
  },
};

export const Operational: Story = {
  args: { children: 'All systems operational', tone: 'success' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('All systems operational')).toBeInTheDocument();
  },
};

export const Degraded: Story = {
  args: { children: 'Degraded performance', tone: 'warning', pulse: true },
  play: async ({ canvas }) => {
    const dot = canvas.getByText('Degraded performance').querySelector('[aria-hidden="true"]')!;
    expect(getComputedStyle(dot).animationName).not.toBe('none');
    expect(stopsUnderReducedMotion(dot, 'animation')).toBe(true);
  },
};

export const Outage: Story = {
  args: { children: 'Major outage', tone: 'danger' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('Major outage')).toBeInTheDocument();
  },
};
