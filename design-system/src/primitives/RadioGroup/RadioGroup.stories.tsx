import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { componentDocs, noControl, radioOf } from '../../testing/componentDocs';
import { atViewport } from '../../testing/viewports';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Billing',
    onChange: fn(),
    options: [
      { value: 'monthly', label: 'Monthly', description: 'Rs 999.00 a month' },
      { value: 'yearly', label: 'Yearly', description: 'Rs 9,990.00 a year: two months free' },
      { value: 'lifetime', label: 'Lifetime', description: 'Coming to selected tools', disabled: true },
    ],
  },
  argTypes: {
    legend: { control: 'text' },
    defaultValue: radioOf(['monthly', 'yearly']),
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    orientation: radioOf(['column', 'row']),
    name: { control: 'text' },
    options: noControl,
    value: noControl,
    onChange: noControl,
  },
  parameters: componentDocs({
    purpose:
      'One choice among a few that exclude each other, all visible at once so they can be compared: monthly or ' +
      'yearly billing, a plan, a delivery option. Each option may carry a line of detail (a price).',
    avoid: [
      'More than five or six options: use `Select`.',
      'Choices that can be combined, or a single yes/no: use `Checkbox`.',
      'Switching what the page shows: use `Tabs`.',
    ],
    accessibility: [
      'Native radios in a `<fieldset>` whose `<legend>` is the question: the group is announced with it.',
      'Tab enters the group on the chosen radio; arrow keys move between options and choose them; disabled options are skipped.',
      "The hint and the error are read as the group's description.",
    ],
  }),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('group', { name: args.legend })).toBeInTheDocument();
  },
};

/** Uncontrolled, Monthly chosen at first; Lifetime not yet available. */
export const Uncontrolled: Story = {
  args: { defaultValue: 'monthly' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('group', { name: 'Billing' })).toBeInTheDocument();
    expect(canvas.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(canvas.getByRole('radio', { name: /Lifetime/ })).toBeDisabled();
  },
};

/** The Down arrow moves to the next option and chooses it. */
export const ArrowKeysChoose: Story = {
  args: { defaultValue: 'monthly' },
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: /Monthly/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(canvas.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    expect(args.onChange).toHaveBeenLastCalledWith('yearly');
    expect(canvas.getByRole('radio', { name: /Lifetime/ })).toBeDisabled();
  },
};

function Controlled() {
  const [value, setValue] = useState('yearly');
  return (
    <>
      <RadioGroup
        legend="Billing"
        value={value}
        onChange={setValue}
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: 'Yearly' },
        ]}
        orientation="row"
      />
      <p>Chosen: {value}</p>
    </>
  );
}

/** Controlled, in a row from 768 px: the parent holds the choice. */
export const ControlledRow: Story = {
  render: () => <Controlled />,
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    expect(canvas.getByText('Chosen: yearly')).toBeInTheDocument();
    const [a, b] = canvas.getAllByRole('radio').map((radio) => Math.round(radio.getBoundingClientRect().top));
    expect(a).toBe(b);
  },
};

/** Controlled: a click reaches the parent, which chooses the option. */
export const ControlledChoosesThroughParent: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    expect(canvas.getByText('Chosen: monthly')).toBeInTheDocument();
    expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  },
};

/** Nothing chosen where a choice is needed: the error is read with the group. */
export const Invalid: Story = {
  args: { error: 'Please choose how you want to pay.' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('group', { name: 'Billing' })).toHaveAccessibleDescription(
      'Please choose how you want to pay.',
    );
  },
};
