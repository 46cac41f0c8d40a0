import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { componentDocs, selectOf } from '../../testing/componentDocs';
import { StatusPill, orderStatusTone } from './StatusPill';

const meta = {
  title: 'Primitives/StatusPill',
  component: StatusPill,
  args: { children: 'Paid', tone: 'success' },
  argTypes: {
    children: { control: 'text' },
    tone: selectOf(['success', 'info', 'warning', 'danger', 'neutral']),
    pulse: { control: 'boolean' },
  },
  parameters: componentDocs({
    purpose:
      'The state of something that changes over time, in a word and a colour: an order (paid, pending, refunded), ' +
      'a subscription, a service on the status page. A pulsing dot marks what is still in progress.',
    avoid: [
      "A fixed label (a category, 'BEST VALUE'): use `Badge`.",
      'A message that explains something: use `Banner`.',
    ],
    accessibility: [
      'A plain `<span>` read as its text; the dot is hidden.',
      'The word names the state; colour and the dot only repeat it.',
      'The pulse stops under reduced motion.',
    ],
  }),
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    expect(canvasElement).toHaveTextContent(String(args.children));
  },
};

/** A paid order. */
export const Paid: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByText('Paid')).toBeInTheDocument();
  },
};

/** Every order state the server reports, in the tone `orderStatusTone` gives it. */
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

/** A service working normally (status page). */
export const Operational: Story = {
  args: { children: 'All systems operational', tone: 'success' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('All systems operational')).toBeInTheDocument();
  },
};

/** A service slowed down: warning, pulsing while it lasts. */
export const Degraded: Story = {
  args: { children: 'Degraded performance', tone: 'warning', pulse: true },
  play: async ({ canvas }) => {
    const dot = canvas.getByText('Degraded performance').querySelector('[aria-hidden="true"]')!;
    expect(getComputedStyle(dot).animationName).not.toBe('none');
    expect(stopsUnderReducedMotion(dot, 'animation')).toBe(true);
  },
};

/** A service down. */
export const Outage: Story = {
  args: { children: 'Major outage', tone: 'danger' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('Major outage')).toBeInTheDocument();
  },
};
