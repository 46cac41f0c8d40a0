import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { componentDocs, radioOf } from '../../testing/componentDocs';
import { theme } from '../../tokens';
import { Logo } from './Logo';

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  argTypes: {
    size: radioOf(['sm', 'md', 'lg']),
    tone: radioOf(['default', 'inverse']),
    markOnly: { control: 'boolean' },
    decorative: { control: 'boolean' },
  },
  parameters: componentDocs({
    purpose:
      "The store's logo: a green tile with a rising line and the name beside it. `inverse` on ink surfaces; " +
      '`markOnly` where the name is written beside it anyway (the navigation bar and the footer put the small ' +
      'tile, `decorative`, beside the name in their own type).',
    avoid: [
      'A decorative icon beside text: use `Icon`.',
      "Another company's mark (Google, the social networks): use `BrandIcons`.",
      "A heading: the logo is not the page's title, so the page still needs its own `h1`.",
    ],
    accessibility: [
      'On its own it is `role="img"` named "Profit" (the drawn name is hidden, so it is read once).',
      'Inside a link that already says where it goes ("Profit home"), set `decorative`: it is hidden from assistive technology and the link carries the name.',
      'The name is drawn in the text colour (`inverse`: white on ink), at the contrast of body text; it does not move.',
    ],
  }),
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    if (args.decorative) expect(canvas.queryByRole('img')).toBeNull();
    else expect(canvas.getByRole('img', { name: 'Profit' })).toBeInTheDocument();
    expect(canvasElement.querySelector('svg')).not.toBeNull();
  },
};

/** The tile and the name, at `md`, in the text colour: named "Profit". */
export const Default: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('img', { name: 'Profit' })).toHaveTextContent('Profit');
  },
};

/** `sm`, `md` and `lg` side by side. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = canvas.getAllByRole('img').map((logo) => logo.getBoundingClientRect().height);
    expect(heights[0]).toBeLessThan(heights[2]!);
  },
};

/** `inverse` on an ink surface (the footer, the hero): the name in white. */
export const OnInk: Story = {
  args: { tone: 'inverse', size: 'lg' },
  decorators: [
    (Story) => (
      <div style={{ background: theme.colors.surfaceInk, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    expect(getComputedStyle(canvas.getByRole('img')).color).toBe('rgb(255, 255, 255)');
  },
};

/** The tile alone, still named "Profit". */
export const MarkOnly: Story = {
  args: { markOnly: true },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'Profit' });
    expect(logo.textContent).toBe('');
  },
};

/** `decorative` inside a link named "Profit home": the link carries the name, the logo is hidden. */
export const InsideAHomeLink: Story = {
  render: () => (
    <a href="/" aria-label="Profit home">
      <Logo decorative />
    </a>
  ),
  play: async ({ canvas }) => {
    expect(canvas.getByRole('link', { name: 'Profit home' })).toBeInTheDocument();
    expect(canvas.queryByRole('img')).toBeNull();
  },
};
