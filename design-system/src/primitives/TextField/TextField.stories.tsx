import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { componentDocs, noControl, selectOf } from '../../testing/componentDocs';
import { CloseIcon } from '../Icon';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Your name', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    hideLabel: { control: 'boolean' },
    hint: { control: 'text' },
    error: { control: 'text' },
    type: selectOf(['text', 'email', 'search', 'tel', 'password', 'url', 'number']),
    placeholder: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    endAdornment: noControl,
    onChange: noControl,
  },
  parameters: componentDocs({
    purpose:
      'A single line of text the customer types: a name, an e-mail address, a phone number, a search. ' +
      'Every field has a visible label above it; a hint says what format or why we ask; an error says what to fix.',
    avoid: [
      'Several lines (a message, a review): use `Textarea`.',
      'A choice from a known list: use `Select` (many options) or `RadioGroup` (a few, all visible).',
      'A yes/no or consent: use `Checkbox`.',
      'A file: use `FileInput`.',
    ],
    accessibility: [
      'A native `<input>` tied to its `<label>`: clicking the label focuses it, screen readers announce the label as its name.',
      'The hint and the error are tied with `aria-describedby`, read after the name; an error also sets `aria-invalid`.',
      '`hideLabel` keeps the label for screen readers only; the placeholder never stands in for it.',
      'Set `type` (`email`, `tel`, `search`) so phones show the right keyboard and `search` is announced as a search box.',
      'A control in `endAdornment` (e.g. Clear) must carry its own accessible label.',
    ],
  }),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByLabelText(args.label)).toBeInTheDocument();
  },
};

/** Empty, with its label above. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Your name' });
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** Typing: every keystroke reaches `onChange`; the picture shows the focused field. */
export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Your name' });
    await userEvent.type(field, 'Asha');
    expect(field).toHaveValue('Asha');
    expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

const emailArgs = {
  label: 'E-mail address',
  type: 'email',
  required: true,
  placeholder: 'you@example.in',
  hint: 'We send one money tip a week.',
};

/** A required e-mail field with a placeholder and a hint. */
export const Email: Story = {
  args: emailArgs,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('We send one money tip a week.');
  },
};

/** The browser checks the e-mail's format as it is typed. */
export const EmailValidation: Story = {
  args: emailArgs,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'not-an-address');
    expect(field).toBeInvalid();
    await userEvent.clear(field);
    await userEvent.type(field, 'asha@example.in');
    expect(field).toBeValid();
  },
};

/** Invalid: a red border and the message that says what to fix, read with the field. */
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

/** The label for screen readers only (a search box). */
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

/** A Clear button at the field's end while there is something to clear. */
export const WithClearButton: Story = {
  render: () => <SearchWithClear />,
  play: async ({ canvas }) => {
    expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('crm');
    expect(canvas.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  },
};

/** Clear empties the field and goes away. */
export const ClearEmptiesTheField: Story = {
  render: () => <SearchWithClear />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    expect(field).toHaveValue('');
    expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};
