import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useState } from 'react';
import { componentDocs, noControl, radioOf } from '../../testing/componentDocs';
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
  argTypes: {
    label: { control: 'text' },
    defaultSelectedId: radioOf(['start', 'billing', 'usage']),
    items: noControl,
    selectedId: noControl,
    onChange: noControl,
  },
  parameters: componentDocs({
    purpose:
      'Tabs switch between a few views of the same thing in place, one at a time: help topics, the parts of an ' +
      "account. Each tab's content is related and the customer rarely needs two at once.",
    avoid: [
      'Steps the customer goes through in order (checkout): show progress and one step per screen.',
      'Going to another page: use navigation links (`Link`), which change the address.',
      'Content the customer compares side by side, or more than five or six sections: show them on the page, or use `Accordion` on a phone.',
    ],
    accessibility: [
      'The WAI-ARIA tabs pattern: a `tablist` named by `label`, each `tab` with `aria-selected`, its `tabpanel` named by the tab.',
      'Only the selected tab is in the Tab order; Left and Right arrows move between tabs and select them (wrapping), Home and End jump to the ends.',
      'Tab from the tab list moves into the panel.',
      'On a phone the list scrolls sideways and the selected tab is scrolled into view.',
    ],
  }),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('tablist', { name: args.label })).toBeInTheDocument();
    expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

/** At rest: the first tab selected and its panel shown. */
export const FirstSelected: Story = {
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'Getting Started' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(canvas.getByRole('tabpanel', { name: 'Getting Started' })).toHaveTextContent('Create an account');
    expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

/** A click selects a tab, shows its panel and calls `onChange` with its id. */
export const ClickSelects: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Billing & Payments' }));
    expect(canvas.getByRole('tab', { name: 'Billing & Payments' })).toHaveAttribute('aria-selected', 'true');
    expect(canvas.getByRole('tab', { name: 'Getting Started' })).toHaveAttribute('aria-selected', 'false');
    expect(canvas.getByRole('tabpanel')).toHaveTextContent('Razorpay');
    expect(args.onChange).toHaveBeenCalledWith('billing');
  },
};

/** Tab reaches the selected tab; arrows, Home and End move and select; Tab moves into the panel. */
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
    expect(canvas.getByText('Selected: billing')).toBeInTheDocument();
  },
};

/** Controlled: a click reaches the parent, which selects the tab. */
export const ControlledSelectsThroughParent: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Features & Usage' }));
    expect(canvas.getByText('Selected: usage')).toBeInTheDocument();
    expect(canvas.getByRole('tab', { name: 'Features & Usage' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** On a phone the last tab is reachable: End selects it and the list scrolls it into view. */
export const OnPhoneEndReachesLastTab: Story = {
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
