import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { Button } from '../Button';
import { Stack } from './Stack';
import { componentDocs, noControl, radioOf, selectOf } from '../../testing/componentDocs';
import { space } from '../../tokens';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    children: [
      <Button key="a">Add to Cart</Button>,
      <Button key="b" variant="secondary">
        View details
      </Button>,
      <Button key="c" variant="ghost">
        Share
      </Button>,
    ],
  },
  argTypes: {
    direction: radioOf(['column', 'row', 'responsive']),
    gap: selectOf(Object.keys(space)),
    align: selectOf(['start', 'center', 'end', 'stretch', 'baseline']),
    justify: selectOf(['start', 'center', 'end', 'between']),
    wrap: { control: 'boolean' },
    as: noControl,
    children: noControl,
  },
  parameters: componentDocs({
    purpose:
      "Puts items one after another with the theme's spacing between them: a column of form fields, a row of " +
      'buttons, actions that stack on a phone and line up from 768 px (`responsive`).',
    avoid: [
      'Items in columns and rows at once (a product grid): use `Grid`.',
      'Spacing text inside an article: use `Prose`.',
    ],
    accessibility: [
      'No role of its own; pass `as="ul"` (with `li` children) when the items are a list, so it is announced as one.',
      'Visual order follows the source order, so reading and Tab order match what is seen.',
    ],
  }),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelectorAll('button')).toHaveLength(3);
  },
};

const tops = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('button')].map((button) => Math.round(button.getBoundingClientRect().top));

/** `column`: stacked, each at its own width. */
export const Column: Story = {
  args: { align: 'start' },
  play: async ({ canvasElement }) => {
    const [a, b, c] = tops(canvasElement);
    expect(a).toBeLessThan(b!);
    expect(b).toBeLessThan(c!);
  },
};

/** `row`: lined up. */
export const Row: Story = {
  args: { direction: 'row', gap: 3 },
  play: async ({ canvasElement }) => {
    const [a, b, c] = tops(canvasElement);
    expect(a).toBe(b);
    expect(b).toBe(c);
  },
};

/** `responsive` on a phone: stacked. */
export const ResponsiveOnPhone: Story = {
  args: { direction: 'responsive', align: 'stretch' },
  globals: atViewport('mobile375'),
  play: async ({ canvasElement }) => {
    const [a, b] = tops(canvasElement);
    expect(a).toBeLessThan(b!);
  },
};

/** `responsive` from 768 px: lined up. */
export const ResponsiveOnDesktop: Story = {
  args: { direction: 'responsive' },
  globals: atViewport('desktop1280'),
  play: async ({ canvasElement }) => {
    const [a, b] = tops(canvasElement);
    expect(a).toBe(b);
  },
};
