import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { theme } from '../../tokens';
import { Container } from './Container';
import { componentDocs, noControl, radioOf } from '../../testing/componentDocs';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  args: {
    children: (
      <p style={{ background: theme.colors.brandSoft, padding: 16, margin: 0 }}>
        The page&apos;s content, centred at its maximum width.
      </p>
    ),
  },
  globals: atViewport('desktop1440'),
  argTypes: {
    size: radioOf(['prose', 'narrow', 'default', 'wide']),
    as: noControl,
    children: noControl,
  },
  parameters: componentDocs({
    purpose:
      "Holds a page's content to a readable maximum width, centred, with side padding on small screens: `prose` for " +
      'reading, `narrow` for forms and checkout, `default` for most pages, `wide` for wide grids.',
    avoid: [
      'A full-width band with a background: use `Section`, which contains one.',
      'Spacing between items: use `Stack` or `Grid`.',
    ],
    accessibility: ['No role of its own: pass `as="main"` or another landmark where the page needs one.'],
  }),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    expect(canvasElement.firstElementChild).not.toBeNull();
  },
};

const widthOf = (canvas: { getByText: (text: RegExp) => HTMLElement }) =>
  canvas.getByText(/centred at its maximum width/).parentElement!.getBoundingClientRect().width;

/** `default`: 72rem. */
export const Default: Story = {
  play: async ({ canvas }) => {
    expect(widthOf(canvas)).toBe(72 * 16);
  },
};

/** `narrow`: 48rem, for forms and checkout. */
export const Narrow: Story = {
  args: { size: 'narrow' },
  play: async ({ canvas }) => {
    expect(widthOf(canvas)).toBe(48 * 16);
  },
};

/** `prose`: 40rem, for reading. */
export const Prose: Story = {
  args: { size: 'prose' },
  play: async ({ canvas }) => {
    expect(widthOf(canvas)).toBe(40 * 16);
  },
};

/** `wide`: 84rem, for wide grids. */
export const Wide: Story = {
  args: { size: 'wide' },
  play: async ({ canvas }) => {
    expect(widthOf(canvas)).toBe(84 * 16);
  },
};

/** On a phone: the full width less its side padding. */
export const OnPhone: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/centred at its maximum width/);
    expect(paragraph.getBoundingClientRect().left).toBeGreaterThanOrEqual(16);
  },
};
