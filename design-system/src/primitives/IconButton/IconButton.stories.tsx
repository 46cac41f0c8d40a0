import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { theme } from '../../tokens';
import { CloseIcon, MenuIcon, TrashIcon } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} label="Open menu" icon={<MenuIcon />} variant="solid" />
      <IconButton {...args} label="Remove item" icon={<TrashIcon />} variant="outline" />
      <IconButton {...args} label="Close cart" variant="brand" />
      <span style={{ background: theme.colors.surfaceInk, padding: 8, borderRadius: 999 }}>
        <IconButton {...args} label="Close menu" variant="inverse" />
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Open menu', 'Remove item', 'Close cart', 'Close menu'])
      expect(canvas.getByRole('button', { name })).toHaveAttribute('title', name);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} label="Small" size="sm" variant="solid" />
      <IconButton {...args} label="Medium" size="md" variant="solid" />
      <IconButton {...args} label="Large" size="lg" variant="solid" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['Small', 'Medium', 'Large'].map((name) => canvas.getByRole('button', { name }).offsetWidth);
    expect(widths[0]).toBeLessThan(widths[1]!);
    expect(widths[1]).toBeLessThan(widths[2]!);
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'outline' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    expect(button).toBeDisabled();
    expect(getComputedStyle(button).cursor).toBe('not-allowed');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, label: 'Remove item', icon: <TrashIcon />, variant: 'outline' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove item' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
  },
};
