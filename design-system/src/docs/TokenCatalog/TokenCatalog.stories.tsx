import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { colors, contrastRatio, cssVariables } from '../../tokens';
import { TokenCatalog } from './TokenCatalog';

/** The Tokens page in parts, pictured and tested; the whole page is the docs page `Tokens/All tokens`. */
const meta = {
  title: 'Tokens/Catalog',
  component: TokenCatalog,
  tags: ['!autodocs'],
} satisfies Meta<typeof TokenCatalog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour roles and the palette, each with its computed contrast. */
export const Colours: Story = {
  args: { only: ['colors', 'palette'] },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { name: 'Colour roles' })).toBeVisible();
    expect(canvas.getByText('--ds-color-brand-strong')).toBeVisible();
    const textContrast = canvas.getByRole('list', { name: 'Contrast of colors.text' });
    const ratio = contrastRatio(colors.text, colors.surface).toFixed(2);
    expect(within(textContrast).getByText(`${ratio}:1 with surface (AA)`)).toBeVisible();
    expect(canvas.getByText('--ds-palette-green500')).toBeInTheDocument();
  },
};

/** The type ramp set in its own steps, then the families, sizes, weights, leading and tracking. */
export const Type: Story = {
  args: { only: ['typeRamp', 'fonts', 'fontSizes', 'fontWeights', 'lineHeights', 'letterSpacings'] },
  play: async ({ canvas }) => {
    expect(canvas.getByText('display: Earn your first ₹1 lakh')).toBeVisible();
    expect(canvas.getByText('--ds-type-h1-line-height')).toBeInTheDocument();
    expect(canvas.getByText('--ds-line-height-relaxed')).toBeInTheDocument();
  },
};

/** Spacing, sizes, radii and border widths. */
export const SpaceAndShape: Story = {
  args: { only: ['space', 'sizes', 'radii', 'borderWidths'] },
  play: async ({ canvas }) => {
    expect(canvas.getByText('--ds-space-4')).toBeVisible();
    expect(canvas.getByText('--ds-radius-pill')).toBeInTheDocument();
  },
};

/** Elevation, shadows, motion, stacking and breakpoints. */
export const DepthMotionAndLayout: Story = {
  args: { only: ['elevation', 'shadows', 'durations', 'easings', 'zIndices', 'breakpoints'] },
  play: async ({ canvas }) => {
    expect(canvas.getByText('--ds-elevation-4')).toBeVisible();
    expect(canvas.getByText('--ds-easing-spring')).toBeInTheDocument();
    expect(canvas.getByText('--ds-z-notification')).toBeInTheDocument();
    expect(canvas.getByText('--ds-breakpoint-lg')).toBeInTheDocument();
  },
};

/** Copy puts the variable on the clipboard, says so on the button and to a screen reader; :root has it. */
export const CopiesAVariable: Story = {
  args: { only: ['easings'] },
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy var(--ds-easing-standard)' }));
      expect(writeText).toHaveBeenCalledWith('var(--ds-easing-standard)');
      expect(await canvas.findByRole('status')).toHaveTextContent('Copied var(--ds-easing-standard)');
      expect(canvas.getByRole('button', { name: 'Copied var(--ds-easing-standard)' })).toHaveTextContent('Copied');
      const onRoot = getComputedStyle(document.documentElement).getPropertyValue('--ds-easing-standard').trim();
      expect(onRoot).toBe(cssVariables()['--ds-easing-standard']);
    } finally {
      writeText.mockRestore();
    }
  },
};
