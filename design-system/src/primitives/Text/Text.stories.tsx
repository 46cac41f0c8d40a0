import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../tokens';
import { Text } from './Text';
import { componentDocs, noControl, radioOf, selectOf } from '../../testing/componentDocs';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Templates, dashboards and automations that save a small team hours every week.' },
  argTypes: {
    children: { control: 'text' },
    size: selectOf(['lead', 'body', 'small', 'caption', 'eyebrow']),
    tone: selectOf(['default', 'muted', 'brand', 'danger', 'success', 'inverse', 'inverseMuted']),
    weight: radioOf(['regular', 'medium', 'semibold', 'bold']),
    align: radioOf(['start', 'center', 'end']),
    measure: { control: 'boolean' },
    numeric: { control: 'boolean' },
    as: noControl,
  },
  parameters: componentDocs({
    purpose:
      'Running text in a step of the type ramp: paragraphs, leads under headings, notes and captions, an eyebrow ' +
      'above a heading. It keeps colour and size to the theme, so copy looks the same on every screen.',
    avoid: [
      "A heading: use `Heading`, so it is in the page's outline.",
      'Long formatted copy (policies, articles): use `Prose`.',
      'A price: use `Price`.',
    ],
    accessibility: [
      'A `<p>` by default; `as="span"` inside a line, `as="strong"` when the emphasis matters to the meaning.',
      'Every tone keeps text contrast on the surface it is meant for (`inverse` ones on ink).',
      '`measure` keeps lines near 65 characters, easier to read.',
    ],
  }),
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    expect(canvasElement).toHaveTextContent(String(args.children));
  },
};

/** A paragraph of body copy. */
export const Body: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/save a small team/);
    expect(text.tagName).toBe('P');
    expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

/** Each step: eyebrow, lead, body, small and caption. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Text size="eyebrow" tone="brand">
        Eyebrow
      </Text>
      <Text size="lead">Lead: the first thing a visitor reads under a heading.</Text>
      <Text>Body: the default size of running copy.</Text>
      <Text size="small" tone="muted">
        Small: secondary details and hints.
      </Text>
      <Text size="caption" tone="muted">
        Caption: labels under figures.
      </Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const eyebrow = canvas.getByText('Eyebrow');
    expect(getComputedStyle(eyebrow).textTransform).toBe('uppercase');
    const lead = Number.parseFloat(getComputedStyle(canvas.getByText(/^Lead/)).fontSize);
    const small = Number.parseFloat(getComputedStyle(canvas.getByText(/^Small/)).fontSize);
    expect(lead).toBeGreaterThan(small);
  },
};

/** A word set apart inside a line: `as="strong"`, `semibold`. */
export const Inline: Story = {
  render: () => (
    <Text>
      Paid with{' '}
      <Text as="strong" weight="semibold">
        UPI
      </Text>{' '}
      in seconds.
    </Text>
  ),
  play: async ({ canvas }) => {
    const strong = canvas.getByText('UPI');
    expect(strong.tagName).toBe('STRONG');
    expect(getComputedStyle(strong).fontWeight).toBe('600');
  },
};

/** `inverse` and `inverseMuted` on an ink surface. */
export const OnInk: Story = {
  render: () => (
    <div style={{ background: theme.colors.surfaceInk, padding: 24, display: 'grid', gap: 8 }}>
      <Text tone="inverse">Primary text on ink.</Text>
      <Text tone="inverseMuted">Secondary text on ink, still AA.</Text>
    </div>
  ),
  play: async ({ canvas }) => {
    expect(getComputedStyle(canvas.getByText('Primary text on ink.')).color).toBe('rgb(255, 255, 255)');
  },
};

/** `measure`: lines kept to a readable length. */
export const Measure: Story = {
  args: {
    measure: true,
    children:
      'Long copy is held to a readable measure so the eye finds the next line easily, even on the widest screens a founder might use at the office or at home.',
  },
  play: async ({ canvas }) => {
    const text = canvas.getByText(/readable measure/);
    expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(640);
  },
};
