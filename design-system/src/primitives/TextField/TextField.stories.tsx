import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CloseIcon } from '../Icon';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Your name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Your name' });
    await userEvent.type(field, 'Asha');
    expect(field).toHaveValue('Asha');
    expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Email: Story = {
  args: {
    label: 'E-mail address',
    type: 'email',
    required: true,
    placeholder: 'you@example.in',
    hint: 'We send one money tip a week.',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('We send one money tip a week.');
    await userEvent.type(field, 'not-an-address');
    expect(field).toBeInvalid();
    await userEvent.clear(field);
    await userEvent.type(field, 'asha@example.in');
    expect(field).toBeValid();
  },
};

export const WithError: Story = {
  args: {
    label: 'E-mail address',
    type: 'email',
    defaultValue: 'asha@',
    error: 'Enter a valid e-mail address, like name@example.com.',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search products', hideLabel: true, type: 'search', placeholder: 'Search products' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(canvas.queryByText('Search products', { selector: 'label' })).toBeInTheDocument();
  },
};

function SearchWithClear() {
  const [term, setTerm] = useState('crm');
  return (
    <TextField
      label="Search products"
      type="search"
      value={term}
      onChange={(event) => setTerm(event.target.value)}
      endAdornment={
        term && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => setTerm('')}
            style={{ border: 0, background: 'none', padding: 8 }}
          >
            <CloseIcon size="sm" />
          </button>
        )
      }
    />
  );
}

export const WithClearButton: Story = {
  render: () => <SearchWithClear />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search products' });
    expect(field).toHaveValue('crm');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    expect(field).toHaveValue('');
    expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};
