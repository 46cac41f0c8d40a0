import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { componentDocs, noControl } from '../../testing/componentDocs';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { label: 'Message', hint: 'Tell us what you need; we reply within one business day.' },
  argTypes: {
    label: { control: 'text' },
    hideLabel: { control: 'boolean' },
    hint: { control: 'text' },
    error: { control: 'text' },
    showCount: { control: 'boolean' },
    maxLength: { control: { type: 'number', min: 1 } },
    rows: { control: { type: 'number', min: 2, max: 20 } },
    disabled: { control: 'boolean' },
    onChange: noControl,
  },
  parameters: componentDocs({
    purpose:
      "Several lines of the customer's own words: a message to support, a review, a bug report. It grows by " +
      'dragging, and with `maxLength` it counts what is left beside the label.',
    avoid: [
      'One line (a name, an e-mail): use `TextField`.',
      'A choice from known answers: use `Select` or `RadioGroup`.',
    ],
    accessibility: [
      'A native `<textarea>` tied to its label; Enter starts a new line (it never submits the form).',
      'The hint and the error are tied with `aria-describedby`; an error also sets `aria-invalid`.',
      'The count is text beside the label, read when the customer looks for it, not announced on every key.',
    ],
  }),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByLabelText(args.label)).toBeInTheDocument();
  },
};

/** Empty, with its hint read after the label. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    expect(field).toHaveAccessibleDescription('Tell us what you need; we reply within one business day.');
    expect(field).toHaveValue('');
  },
};

/** Typing: the text goes in as written; the picture shows the focused field. */
export const Typing: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(field, 'Do you offer GST invoices?');
    expect(field).toHaveValue('Do you offer GST invoices?');
  },
};

/** With `maxLength`: the count of characters beside the label. */
export const WithCount: Story = {
  args: { maxLength: 200, defaultValue: 'Hello' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('5 / 200')).toBeInTheDocument();
  },
};

/** The count follows each character typed. */
export const CountFollowsTyping: Story = {
  args: { maxLength: 200, defaultValue: 'Hello' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '!');
    expect(canvas.getByText('6 / 200')).toBeInTheDocument();
  },
};

/** Too short: the error says what to fix. */
export const Invalid: Story = {
  args: { error: 'Please write at least 10 characters.', defaultValue: 'Hi' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/Please write at least 10 characters\./);
  },
};

/** Unavailable: greyed, the cursor says so. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent on 15 January 2026' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    expect(field).toBeDisabled();
    expect(getComputedStyle(field).cursor).toBe('not-allowed');
  },
};
