import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { componentDocs, noControl } from '../../testing/componentDocs';
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
  argTypes: {
    label: { control: 'text' },
    hideLabel: { control: 'boolean' },
    hint: { control: 'text' },
    error: { control: 'text' },
    placeholder: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    options: noControl,
    onChange: noControl,
  },
  parameters: componentDocs({
    purpose:
      "One choice from a list the customer knows the shape of: a topic, a state, a language. It is the platform's " +
      'own select, so a phone shows its native picker.',
    avoid: [
      'Two to five choices worth seeing at once (plans, billing period): use `RadioGroup`.',
      'A yes/no: use `Checkbox`.',
      'Free text or a very long list to search: use `TextField`.',
      'Switching views of the page: use `Tabs` or links.',
    ],
    accessibility: [
      'A native `<select>` tied to its label: announced as a combo box with its name and value; arrows change the choice, Alt+Down (or Space) opens the list.',
      'The hint and the error are tied with `aria-describedby`; an error also sets `aria-invalid`.',
      'The `placeholder` is an empty first option, never a stand-in for the label.',
    ],
  }),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByLabelText(args.label)).toBeInTheDocument();
  },
};

/** At rest: the placeholder shown, one option unavailable. */
export const Default: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('combobox', { name: 'Topic' })).toHaveValue('');
    expect(canvas.getByRole('option', { name: 'Partnerships' })).toBeDisabled();
  },
};

/** Choosing an option sets the value and calls `onChange`. */
export const Choosing: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Topic' });
    await userEvent.selectOptions(select, 'downloads');
    expect(select).toHaveValue('downloads');
    expect(args.onChange).toHaveBeenCalled();
    expect(canvas.getByRole('option', { name: 'Partnerships' })).toBeDisabled();
  },
};

/** Nothing chosen where a choice is needed: the error says so. */
export const Invalid: Story = {
  args: { error: 'Please choose a topic.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Topic' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Please choose a topic.');
  },
};

/** Unavailable: greyed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('combobox', { name: 'Topic' })).toBeDisabled();
  },
};
