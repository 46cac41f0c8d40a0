import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { componentDocs, noControl } from '../../testing/componentDocs';
import { RenderedAhead } from '../../testing/RenderedAhead';
import { MotionProvider } from '../clock';
import { CountUp, type CountUpProps } from './CountUp';

const meta = {
  title: 'Primitives/CountUp',
  component: CountUp,
  args: { value: 12500 },
  argTypes: {
    value: { control: 'number' },
    duration: { control: { type: 'number', min: 0, step: 100 } },
    decimals: { control: { type: 'number', min: 0, max: 3, step: 1 } },
    format: noControl,
  },
  parameters: componentDocs({
    purpose:
      'A figure that counts up to its value the first time it scrolls into view, for the few numbers a page ' +
      'celebrates (founders served, products sold, average rating). It writes Indian digit grouping (`12,500`) ' +
      'unless given a `format`.',
    avoid: [
      'Prices, totals, counts a shopper acts on: show them still, with `Price` or plain text.',
      'A number that changes while being read (a live count): counting again each time distracts.',
      'More than a handful on a page: motion loses its point when everything moves.',
    ],
    accessibility: [
      'The moving figure is hidden from assistive technology; a visually hidden copy holds the final value, so a screen reader reads it once, never the numbers in between.',
      'Reduced motion (`prefers-reduced-motion` or a `MotionProvider`) shows the final value at once; so does a picture for visual regression.',
      'Rendered ahead of time (the prerendered page) it holds its final value, and keeps it when hydrated on screen; below the fold it counts from zero when it comes into view.',
      'Not focusable and not live: it announces nothing by itself.',
    ],
  }),
  decorators: [
    (Story) => (
      <p style={{ fontSize: 48, fontWeight: 700, margin: 0 }}>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof CountUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel (`format` is code: a function from number to text). */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const figure = canvasElement.querySelector('[data-countup]')!;
    await waitFor(() => expect(figure).toHaveAttribute('data-countup', 'done'));
    expect(figure).toHaveTextContent(new Intl.NumberFormat('en-IN').format(args.value));
  },
};

/** With motion: the figure counts, and lands exactly on the value. */
export const Counting: Story = {
  args: { duration: 400 },
  decorators: [
    (Story) => (
      <MotionProvider reduced={false}>
        <Story />
      </MotionProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('[data-countup]')!;
    await waitFor(() => expect(figure).toHaveAttribute('data-countup', 'done'));
    expect(figure).toHaveTextContent('12,500');
  },
};

/** Reduced motion: the final value at once, no counting. */
export const ReducedMotion: Story = {
  decorators: [
    (Story) => (
      <MotionProvider reduced>
        <Story />
      </MotionProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('[data-countup]')!;
    expect(figure).toHaveAttribute('data-countup', 'done');
    expect(figure).toHaveTextContent('12,500');
  },
};

/** A prerendered page, hydrated: the figure as the markup has it, with motion on. */
const renderedAhead = (args: CountUpProps) => (
  <RenderedAhead
    element={
      <MotionProvider reduced={false}>
        <CountUp {...args} />
      </MotionProvider>
    }
  />
);

const hydrated = async (canvasElement: HTMLElement) => {
  const container = canvasElement.querySelector<HTMLElement>('[data-testid="rendered-ahead"]')!;
  await waitFor(() => expect(container).toHaveAttribute('data-hydrated', 'true'));
  expect(container).not.toHaveAttribute('data-hydration-error');
  return container.querySelector('[data-countup]')!;
};

const pictured = {
  chromatic: { disableSnapshot: true },
  visual: { reason: "hydration over time: its resting picture is Counting's" },
};

/**
 * Rendered ahead of time, the figure holds its value, which is what a page shows before its
 * script runs; hydrated on screen, it keeps it rather than drop to zero in front of the reader.
 */
export const RenderedAheadOnScreen: Story = {
  args: { duration: 400 },
  render: renderedAhead,
  parameters: pictured,
  play: async ({ canvasElement }) => {
    const figure = await hydrated(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(figure).toHaveAttribute('data-countup', 'done');
    expect(figure).toHaveTextContent('12,500');
  },
};

/** Hydrated below the fold, it goes back to zero and counts once it comes into view. */
export const RenderedAheadBelowTheFold: Story = {
  args: { duration: 400 },
  render: (args) => (
    <>
      <span style={{ display: 'block', height: '150vh' }} />
      {renderedAhead(args)}
    </>
  ),
  parameters: pictured,
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 0);
    const figure = await hydrated(canvasElement);
    await waitFor(() => expect(figure).toHaveTextContent(/^0$/));
    figure.scrollIntoView();
    await waitFor(() => expect(figure).toHaveAttribute('data-countup', 'done'));
    expect(figure).toHaveTextContent('12,500');
    window.scrollTo(0, 0);
  },
};

/** A rating with a decimal and its own `format`: assistive technology reads `4.8` whatever the figure shows. */
export const ReadAsFinalValue: Story = {
  args: { value: 4.8, decimals: 1, format: (n: number) => n.toFixed(1) },
  play: async ({ canvas }) => {
    // Whatever the visible figure shows mid-count, assistive technology reads the value.
    expect(canvas.getByText('4.8', { selector: 'span:not([aria-hidden])' })).toBeInTheDocument();
  },
};
