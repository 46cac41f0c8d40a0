import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { theme } from '../../tokens';
import { CloseIcon, MenuIcon, TrashIcon } from '../Icon';
import { componentDocs, noControl, radioOf, selectOf } from '../../testing/componentDocs';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onClick: fn() },
  argTypes: {
    label: { control: 'text' },
    variant: selectOf(['ghost', 'solid', 'outline', 'brand', 'inverse']),
    size: radioOf(['sm', 'md', 'lg']),
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    icon: noControl,
    onClick: noControl,
  },
  parameters: componentDocs({
    purpose:
      'A round button that shows only an icon, for actions everyone recognises by their mark where a word would ' +
      'crowd the layout: close, open the menu, remove an item. Its `label` names it for screen readers and shows as ' +
      'a tooltip.',
    avoid: [
      'An action whose icon is not universally understood: use `Button` with text (and an `icon` if it helps).',
      'The main action of a view: use a `primary` `Button`.',
      'Going somewhere: use a link (`ButtonLink` or `Link`).',
    ],
    accessibility: [
      'A native `<button>`: Tab reaches it, Enter and Space press it.',
      '`label` is required and becomes its `aria-label` and `title`; the icon itself is hidden.',
      'While `loading` it is disabled and `aria-busy`.',
      "Its size is the theme's control height: 40 px at `md`, 48 px at `lg` for touch-first bars.",
    ],
  }),
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('button', { name: args.label })).toBeInTheDocument();
  },
};

/** The default: no fill until hovered, for bars and rows. */
export const Ghost: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Click and Enter each press it once; the picture shows the keyboard focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Each variant, named by its label (also its tooltip). */
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

/** `sm`, `md` and `lg`. */
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

/** Unavailable: greyed, a click does nothing. */
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

/** Busy: a spinner in place of the icon. */
export const Loading: Story = {
  args: { loading: true, label: 'Remove item', icon: <TrashIcon />, variant: 'outline' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove item' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
  },
};
