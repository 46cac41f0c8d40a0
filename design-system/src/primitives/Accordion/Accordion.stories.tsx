import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useState } from 'react';
import { componentDocs, noControl, radioOf } from '../../testing/componentDocs';
import { Accordion, type AccordionProps } from './Accordion';

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: {
    items: [
      { id: 'trial', title: 'Is there a free trial?', content: <p>Every product comes with a 14-day trial.</p> },
      {
        id: 'refund',
        title: 'Can I get a refund?',
        content: <p>Yes, within 30 days of purchase, no questions asked.</p>,
      },
      { id: 'annual', title: 'Do you offer annual plans?', content: <p>Annual plans save 20%.</p> },
    ],
  },
  argTypes: {
    defaultOpenId: radioOf(['trial', 'refund', 'annual']),
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    items: noControl,
    openId: noControl,
    onOpenChange: noControl,
  },
  parameters: componentDocs({
    purpose:
      'Questions and answers the customer scans by their titles and opens one at a time: the FAQ, help topics, ' +
      'the details of a plan. Opening one closes the one that was open, so the list stays short.',
    avoid: [
      'Content everyone needs to read (prices, terms they agree to): show it on the page.',
      'Switching between views of the same thing: use `Tabs`.',
      'A single show-more: a `Button` that reveals the rest is simpler.',
    ],
    accessibility: [
      'Each title is a heading (`headingLevel`, 3 by default) holding a button with `aria-expanded` and `aria-controls`.',
      'Tab moves between the titles; Enter or Space opens and closes an item.',
      'The open answer is a `region` named by its title.',
    ],
  }),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getAllByRole('button')).toHaveLength(args.items.length);
  },
};

/** At rest: every item closed, only the questions shown. */
export const AllClosed: Story = {
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** A click opens an item and closes the one that was open; a second click closes it. */
export const OneOpenAtATime: Story = {
  play: async ({ canvas }) => {
    const trial = canvas.getByRole('button', { name: 'Is there a free trial?' });
    const refund = canvas.getByRole('button', { name: 'Can I get a refund?' });
    await userEvent.click(trial);
    expect(trial).toHaveAttribute('aria-expanded', 'true');
    expect(canvas.getByRole('region', { name: 'Is there a free trial?' })).toHaveTextContent('14-day trial');
    await userEvent.click(refund);
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    expect(trial).toHaveAttribute('aria-expanded', 'false');
    expect(canvas.getAllByRole('region')).toHaveLength(1);
    await userEvent.click(refund);
    expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** With `defaultOpenId`: one item open from the start. */
export const OpenByDefault: Story = {
  args: { defaultOpenId: 'annual' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button', { name: 'Do you offer annual plans?' })).toHaveAttribute('aria-expanded', 'true');
    expect(canvas.getByRole('region')).toHaveTextContent('Annual plans save 20%.');
  },
};

/** Tab moves between titles; Enter and Space open. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Is there a free trial?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(canvas.getByRole('region', { name: 'Is there a free trial?' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(canvas.getByRole('region', { name: 'Can I get a refund?' })).toBeVisible();
    expect(canvas.getAllByRole('region')).toHaveLength(1);
  },
};

function ControlledAccordion(props: AccordionProps) {
  const [open, setOpen] = useState<string | null>('refund');
  return (
    <>
      <Accordion {...props} openId={open} onOpenChange={setOpen} />
      <p>Open: {open ?? 'none'}</p>
    </>
  );
}

/** Controlled: the parent holds which item is open. */
export const Controlled: Story = {
  render: (args) => <ControlledAccordion {...args} />,
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button', { name: 'Can I get a refund?' })).toHaveAttribute('aria-expanded', 'true');
    expect(canvas.getByText('Open: refund')).toBeInTheDocument();
  },
};

/** Controlled: clicks reach the parent, which opens and closes the items. */
export const ControlledOpensThroughParent: Story = {
  render: (args) => <ControlledAccordion {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Can I get a refund?' }));
    expect(canvas.getByText('Open: none')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Is there a free trial?' }));
    expect(canvas.getByText('Open: trial')).toBeInTheDocument();
  },
};
