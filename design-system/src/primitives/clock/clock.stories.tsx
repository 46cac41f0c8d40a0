import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { componentDocs, noControl } from '../../testing/componentDocs';
import { CountUp } from '../CountUp';
import { Marquee } from '../Marquee';
import { MotionProvider } from './clock';

const kits = ['GST tracker', 'CRM template', 'Content system', 'Invoice kit', 'Sales playbook'].map((name) => (
  <span key={name} style={{ display: 'inline-block', padding: '8px 16px', border: '1px solid', borderRadius: 999 }}>
    {name}
  </span>
));

const meta = {
  title: 'Primitives/clock',
  component: MotionProvider,
  args: { reduced: true, children: null },
  argTypes: { reduced: { control: 'inline-radio', options: [true, false, undefined] }, children: noControl },
  render: ({ reduced }) => (
    <MotionProvider reduced={reduced}>
      <p style={{ fontSize: 40, fontWeight: 700, margin: '0 0 16px' }}>
        <CountUp value={12500} duration={600} />
      </p>
      <Marquee label="Kits">{kits}</Marquee>
    </MotionProvider>
  ),
  parameters: componentDocs({
    purpose:
      'The time and motion every moving primitive reads, from context. `useReducedMotion()` answers the ' +
      "visitor's `prefers-reduced-motion`, unless a `MotionProvider` above says otherwise; `useClock()` gives the " +
      'timers (`realClock` by default; `ClockProvider` with `createManualClock()` in stories, so a 10 s ' +
      'auto-dismissal is tested by advancing time, never by waiting). `CountUp`, `Marquee`, `RotatingStack` and ' +
      '`useAutoDismiss` read them. The demo here: a counting figure and a strip under the chosen setting.',
    avoid: [
      'Turning motion on for visitors who asked for less: leave `reduced` undefined in the shop, so their setting wins.',
      'Timing something with `setTimeout` directly in a component: read `useClock()`, so stories and tests can move time.',
      'Styling motion away: CSS transitions follow `theme.media.reducedMotion`; this is for motion a component runs itself.',
    ],
    accessibility: [
      'Honours `prefers-reduced-motion` (WCAG 2.3.3): with it, figures show their final value at once and strips and decks stand still.',
      'Every auto-advancing thing that reads the clock also pauses on hover and focus and can be stopped (WCAG 2.2.2).',
      'It renders nothing of its own: no element, no role.',
    ],
  }),
} satisfies Meta<typeof MotionProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try `reduced` from the Controls panel: on, off, or the machine's own setting. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const strip = canvas.getByRole('region', { name: 'Kits' });
    if (args.reduced !== undefined) expect(strip).toHaveAttribute('data-running', String(!args.reduced));
    await waitFor(() => expect(canvasElement.querySelector('[data-countup]')).toHaveAttribute('data-countup', 'done'));
  },
};

/** `reduced`: the figure at its value at once, the strip still, no pause button. */
export const ReducedMotion: Story = {
  play: async ({ canvas, canvasElement }) => {
    expect(canvasElement.querySelector('[data-countup]')).toHaveAttribute('data-countup', 'done');
    expect(canvas.getByRole('region', { name: 'Kits' })).toHaveAttribute('data-running', 'false');
    expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** `reduced={false}`: the strip runs, with its pause button, whatever the machine prefers. */
export const WithMotion: Story = {
  args: { reduced: false },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('region', { name: 'Kits' })).toHaveAttribute('data-running', 'true');
    expect(canvas.getByRole('button', { name: 'Pause Kits' })).toBeInTheDocument();
  },
};
