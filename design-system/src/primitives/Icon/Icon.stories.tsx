import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartIcon, icons, type IconName } from './Icon';

const meta = {
  title: 'Primitives/Icon',
  component: CartIcon,
} satisfies Meta<typeof CartIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {(Object.keys(icons) as IconName[]).map((name) => {
        const Icon = icons[name];
        return (
          <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
            <Icon size="lg" />
            <span>{name}</span>
          </li>
        );
      })}
    </ul>
  ),
  play: async ({ canvasElement, canvas }) => {
    expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(icons).length);
    for (const svg of canvasElement.querySelectorAll('svg')) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg.getBoundingClientRect().width).toBe(24);
    }
  },
};

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  },
};

export const Labelled: Story = {
  args: { title: 'Cart', size: 'lg' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Cart' });
    expect(icon.getBoundingClientRect().width).toBe(24);
  },
};

export const InheritsColour: Story = {
  render: () => (
    <span style={{ color: 'rgb(31, 122, 52)' }}>
      <CartIcon title="Cart" />
    </span>
  ),
  play: async ({ canvas }) => {
    expect(getComputedStyle(canvas.getByRole('img', { name: 'Cart' })).stroke).toBe('rgb(31, 122, 52)');
  },
};
