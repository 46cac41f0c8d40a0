import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { theme } from '../../tokens';
import { Heading } from './Heading';
import { componentDocs, radioOf, selectOf } from '../../testing/componentDocs';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { children: 'Tools that pay for themselves', level: 2 },
  argTypes: {
    children: { control: 'text' },
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: selectOf(['display', 'h1', 'h2', 'h3', 'h4', 'h5']),
    tone: radioOf(['default', 'muted', 'brand', 'inverse']),
    align: radioOf(['start', 'center']),
  },
  parameters: componentDocs({
    purpose:
      'Every heading of the shop, set in a step of the type ramp. `level` is the outline assistive technology ' +
      "navigates by; `size` is how big it looks, so a card's `h3` can look small and a hero's `h1` can be set in `display`.",
    avoid: [
      'Making text bigger or bolder that is not a heading: use `Text` with a `size` or `weight`.',
      'Skipping levels to get a look (an `h4` right under an `h2`): keep the level and change `size`.',
    ],
    accessibility: [
      'A real `<h1>`…`<h6>`: screen readers list and jump by them; one `h1` per page, then levels in order.',
      'The `inverse` and `brand` tones keep text contrast on their surfaces.',
    ],
  }),
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('heading', { level: args.level })).toHaveTextContent(String(args.children));
  },
};

/** An `h2` in its own step. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Tools that pay for themselves' });
    expect(getComputedStyle(heading).textWrap).toContain('balance');
  },
};

/** The hero's `display` step. */
export const Display: Story = {
  args: { level: 1, size: 'display', children: 'Grow your business with tools built for India' },
  globals: atViewport('desktop1440'),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const style = getComputedStyle(heading);
    // At 1440 px the display step reaches its 72 px ceiling, tracked tight.
    expect(Number.parseFloat(style.fontSize)).toBeGreaterThan(60);
    expect(Number.parseFloat(style.fontSize)).toBeLessThanOrEqual(theme.typeRamp.display.maxPx);
    expect(Number.parseFloat(style.letterSpacing)).toBeLessThan(0);
  },
};

/** The level set apart from the size: an `h2` that looks like an `h4`. */
export const LevelApartFromSize: Story = {
  args: { level: 3, size: 'h1', children: 'Set large, third in the outline' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    expect(Number.parseFloat(getComputedStyle(heading).fontSize)).toBeGreaterThan(32);
  },
};

/** Every step of the ramp, largest first. */
export const Ramp: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['display', 'h1', 'h2', 'h3', 'h4', 'h5'] as const).map((size, index) => (
        <Heading key={size} level={index === 0 ? 1 : (Math.min(index + 1, 6) as 2 | 3 | 4 | 5 | 6)} size={size}>
          {size}: Sell digital products in rupees
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas
      .getAllByRole('heading')
      .map((heading) => Number.parseFloat(getComputedStyle(heading).fontSize));
    for (let index = 1; index < sizes.length; index += 1) expect(sizes[index]).toBeLessThan(sizes[index - 1]!);
  },
};

/** `inverse` on an ink surface. */
export const OnInk: Story = {
  args: { tone: 'inverse', children: 'Premium tools, priced for founders' },
  decorators: [
    (Story) => (
      <div style={{ background: theme.colors.surfaceInk, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    expect(getComputedStyle(canvas.getByRole('heading')).color).toBe('rgb(255, 255, 255)');
  },
};
