import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { label: 'Message', hint: 'Tell us what you need; we reply within one business day.' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    expect(field).toHaveAccessibleDescription('Tell us what you need; we reply within one business day.');
    await userEvent.type(field, 'Do you offer GST invoices?');
    expect(field).toHaveValue('Do you offer GST invoices?');
  },
};

export const WithCount: Story = {
  args: { maxLength: 200, defaultValue: 'Hello' },
  play: async ({ canvas }) => {
    expect(canvas.getByText('5 / 200')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '!');
    expect(canvas.getByText('6 / 200')).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { error: 'Please write at least 10 characters.', defaultValue: 'Hi' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/Please write at least 10 characters\./);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent on 15 January 2026' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' });
    expect(field).toBeDisabled();
    expect(getComputedStyle(field).cursor).toBe('not-allowed');
  },
};
