import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { componentDocs, noControl } from '../../testing/componentDocs';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'E-mail me when new tools launch', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    defaultChecked: { control: 'boolean' },
    disabled: { control: 'boolean' },
    onChange: noControl,
  },
  parameters: componentDocs({
    purpose:
      'A single yes-or-no the customer opts into: a newsletter, accepting the terms, a setting that is on or off. ' +
      'The label says what ticking it means; a description adds detail; an error says what is missing.',
    avoid: [
      'One choice among several that exclude each other: use `RadioGroup`.',
      'A choice from a long list: use `Select`.',
      'An action that happens at once (e.g. deleting): use a `Button`.',
    ],
    accessibility: [
      'A native checkbox with its `<label>`: Tab reaches it, Space toggles it, clicking the label toggles it too.',
      'The description and the error are tied with `aria-describedby`; an error also sets `aria-invalid`.',
      "Its tick uses the platform's own drawing (`accent-color`), so high-contrast modes keep it visible.",
    ],
  }),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('checkbox')).toBeInTheDocument();
  },
};

/** Not ticked, at rest. */
export const Unchecked: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'E-mail me when new tools launch' });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
  },
};

/** A click on the label ticks it and calls `onChange`. */
export const ClickingTheLabelTicks: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'E-mail me when new tools launch' });
    await userEvent.click(canvas.getByText('E-mail me when new tools launch'));
    expect(box).toBeChecked();
    expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Ticked, with a description read with it. */
export const Checked: Story = {
  args: { defaultChecked: true, description: 'At most one e-mail a month.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'E-mail me when new tools launch' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('At most one e-mail a month.');
  },
};

/** Required but not ticked: the error says what to do. */
export const Invalid: Story = {
  args: { label: 'I accept the terms of service', error: 'Please accept the terms to continue.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms of service' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Please accept the terms to continue.');
  },
};

/** Unavailable: greyed, a click does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox');
    expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    expect(args.onChange).not.toHaveBeenCalled();
  },
};
