import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { theme } from '../../tokens';
import { Text } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Templates, dashboards and automations that save a small team hours every week.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/save a small team/);
    expect(text.tagName).toBe('P');
    expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

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
