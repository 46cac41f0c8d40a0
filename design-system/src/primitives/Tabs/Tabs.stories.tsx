import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useState } from 'react';
import { atViewport } from '../../testing/viewports';
import { Tabs, type TabsProps } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: {
    label: 'Help topics',
    onChange: fn(),
    items: [
      {
        id: 'start',
        label: 'Getting Started',
        content: <p>Create an account with Google, pick a product and pay in rupees.</p>,
      },
      {
        id: 'billing',
        label: 'Billing & Payments',
        content: <p>We accept cards, UPI and net banking through Razorpay.</p>,
      },
      { id: 'usage', label: 'Features & Usage', content: <p>Everything you buy stays in your library.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'Getting Started' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(canvas.getByRole('tabpanel', { name: 'Getting Started' })).toHaveTextContent('Create an account');
    expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const ClickSelects: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing & Payments' }));
    expect(canvas.getByRole('tab', { name: 'Billing & Payments' })).toHaveAttribute('aria-selected', 'true');
    expect(canvas.getByRole('tab', { name: 'Getting Started' })).toHaveAttribute('aria-selected', 'false');
    expect(canvas.getByRole('tabpanel')).toHaveTextContent('Razorpay');
    expect(args.onChange).toHaveBeenCalledWith('billing');
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    expect(canvas.getByRole('tab', { name: 'Getting Started' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(canvas.getByRole('tab', { name: 'Billing & Payments' })).toHaveFocus();
    expect(canvas.getByRole('tabpanel')).toHaveTextContent('Razorpay');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(canvas.getByRole('tab', { name: 'Getting Started' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(canvas.getByRole('tab', { name: 'Features & Usage' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(canvas.getByRole('tab', { name: 'Getting Started' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(canvas.getByRole('tab', { name: 'Features & Usage' })).toHaveFocus();
    await userEvent.tab();
    expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

function ControlledTabs(props: TabsProps) {
  const [selected, setSelected] = useState('billing');
  return (
    <>
      <Tabs {...props} selectedId={selected} onChange={setSelected} />
      <p>Selected: {selected}</p>
    </>
  );
}

/** Controlled: the parent holds the selected tab (e.g. from the address). */
export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas }) => {
    expect(canvas.getByRole('tab', { name: 'Billing & Payments' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Features & Usage' }));
    expect(canvas.getByText('Selected: usage')).toBeInTheDocument();
    expect(canvas.getByRole('tab', { name: 'Features & Usage' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** On a phone the last tab is reachable: the list scrolls it into view when selected. */
export const OnPhone: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'Getting Started' }).focus();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Features & Usage' });
    expect(last).toHaveAttribute('aria-selected', 'true');
    const list = canvas.getByRole('tablist').getBoundingClientRect();
    expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.right + 1);
  },
};
