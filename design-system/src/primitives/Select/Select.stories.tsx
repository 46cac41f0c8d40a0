import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Topic',
    placeholder: 'Choose a topic',
    onChange: fn(),
    options: [
      { value: 'orders', label: 'Orders and payments' },
      { value: 'downloads', label: 'Downloads' },
      { value: 'account', label: 'My account' },
      { value: 'partnerships', label: 'Partnerships', disabled: true },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Topic' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'downloads');
    expect(select).toHaveValue('downloads');
    expect(args.onChange).toHaveBeenCalled();
    expect(canvas.getByRole('option', { name: 'Partnerships' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { error: 'Please choose a topic.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Topic' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Please choose a topic.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('combobox', { name: 'Topic' })).toBeDisabled();
  },
};
