import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { componentDocs, noControl } from '../../testing/componentDocs';
import { controlChrome, Field, useFieldIds, type FieldProps } from './Field';
import { theme } from '../../tokens';

/** A plain input in the shared control look, as a new control built on `Field` would be. */
const Input = styled.input<{ $invalid: boolean }>`
  ${controlChrome}
  padding: ${`${theme.space[2]} ${theme.space[3]}`};
  font: inherit;
`;

/** `Field` around an input, its ids from `useFieldIds` as a control of the set takes them. */
function FieldAroundAnInput({ hint, error, ...props }: Omit<FieldProps, 'ids' | 'children'>) {
  const ids = useFieldIds('pin-code', hint, error);
  return (
    <Field {...props} hint={hint} error={error} ids={ids}>
      <Input
        id={ids.id}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
        $invalid={Boolean(error)}
        inputMode="numeric"
        autoComplete="postal-code"
      />
    </Field>
  );
}

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label: 'PIN code', hint: 'Six digits, as on your address.', ids: { id: 'pin-code' }, children: null },
  argTypes: {
    label: { control: 'text' },
    hideLabel: { control: 'boolean' },
    hint: { control: 'text' },
    error: { control: 'text' },
    ids: noControl,
    children: noControl,
    aside: noControl,
  },
  render: ({ ids: _ids, children: _children, ...args }) => <FieldAroundAnInput {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: componentDocs({
    purpose:
      'The frame of a form control: its label, the control, its hint and its error, in that order, with the ids ' +
      'that tie them together (`useFieldIds`), and `controlChrome`, the border, focus and invalid look every ' +
      'control shares. `TextField`, `Textarea`, `Select` and `FileInput` are built on it; use it to build a ' +
      'control the set lacks.',
    avoid: [
      'A text, multi-line, choice or file field: use `TextField`, `Textarea`, `Select` or `FileInput`, which wire it already.',
      'Checkboxes and radio buttons: `Checkbox` and `RadioGroup` put the label beside the control, not above.',
      'Text that is not about one control: a form-wide message belongs in a `Banner`.',
    ],
    accessibility: [
      "The label is a `<label for>` the control: clicking it focuses the control, and it is the control's name; `hideLabel` keeps it for screen readers only.",
      'Hint and error are tied to the control by `aria-describedby` (`ids.describedBy`), so they are read when it is focused; give the control `aria-invalid` with an error.',
      'The error is written in words in the danger colour, never colour alone; the invalid border is thicker as well as red.',
      "The focus ring shows for keyboard focus; under reduced motion the border's transition stops.",
    ],
  }),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel (`ids` and `children` come from the control it frames). */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: args.label });
    if (args.hint) expect(input).toHaveAccessibleDescription(expect.stringContaining(String(args.hint)));
  },
};

/** A label and a hint: the hint is the input's description. */
export const WithHint: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('textbox', { name: 'PIN code' })).toHaveAccessibleDescription(
      'Six digits, as on your address.',
    );
  },
};

/** An error under the hint: both describe the input, which is marked invalid. */
export const WithError: Story = {
  args: { error: 'Enter the six digits of your PIN code.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'PIN code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Six digits, as on your address. Enter the six digits of your PIN code.');
  },
};

/** `hideLabel`: no label on screen, the input still named "PIN code". */
export const HiddenLabel: Story = {
  args: { hideLabel: true, hint: undefined },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('textbox', { name: 'PIN code' })).toBeInTheDocument();
    expect(canvas.getByText('PIN code').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
