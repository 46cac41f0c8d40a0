import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uncontrolled: Story = {
  args: { defaultValue: 'monthly' },
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('group', { name: 'Billing' })).toBeInTheDocument();
    expect(canvas.getByRole('radio', { name: /Monthly/ })).toBeChecked();
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

export const ControlledRow: Story = {
  render: () => <Controlled />,
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    expect(canvas.getByText('Chosen: monthly')).toBeInTheDocument();
    const [a, b] = canvas.getAllByRole('radio').map((radio) => Math.round(radio.getBoundingClientRect().top));
    expect(a).toBe(b);
  },
};

export const Invalid: Story = {
  args: { error: 'Please choose how you want to pay.' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('group', { name: 'Billing' })).toHaveAccessibleDescription(
      'Please choose how you want to pay.',
    );
  },
};
