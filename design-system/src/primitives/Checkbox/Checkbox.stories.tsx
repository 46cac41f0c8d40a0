import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'E-mail me when new tools launch', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'E-mail me when new tools launch' });
    expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('E-mail me when new tools launch'));
    expect(box).toBeChecked();
    expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, description: 'At most one e-mail a month.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'E-mail me when new tools launch' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('At most one e-mail a month.');
  },
};

export const Invalid: Story = {
  args: { label: 'I accept the terms of service', error: 'Please accept the terms to continue.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Please accept the terms to continue.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    expect(args.onChange).not.toHaveBeenCalled();
  },
};
