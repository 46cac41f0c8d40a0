import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { componentDocs, noControl } from '../../testing/componentDocs';
import { FileInput, formatFileSize } from './FileInput';

const meta = {
  title: 'Primitives/FileInput',
  component: FileInput,
  args: {
    label: 'Screenshots',
    hint: 'PNG or JPEG, up to 5 MB each.',
    accept: 'image/png,image/jpeg',
    onFilesChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    buttonText: { control: 'text' },
    accept: { control: 'text' },
    multiple: { control: 'boolean' },
    disabled: { control: 'boolean' },
    files: noControl,
    onFilesChange: noControl,
  },
  parameters: componentDocs({
    purpose:
      'Attaching files to a form: screenshots to a bug report, a document to a support request. The customer picks ' +
      "files with the platform's own picker; the chosen ones are listed with their sizes, each with a Remove button.",
    avoid: [
      'A single picture that needs cropping or a preview first (an avatar): it needs its own flow.',
      'Text the customer could type or paste: use `Textarea`.',
    ],
    accessibility: [
      'A native file input, named by its label: Tab reaches it, Enter or Space opens the picker; the styled button is its visible face only.',
      'The hint and the error are tied with `aria-describedby`; an error also sets `aria-invalid`.',
      "The chosen files are a list named with their count ('Chosen files (2)'); each Remove button names its file.",
    ],
  }),
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByLabelText(args.label)).toHaveAttribute('type', 'file');
  },
};

const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Nothing chosen yet: the label, the picker button and the hint. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Screenshots');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('PNG or JPEG, up to 5 MB each.');
    expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Choosing adds to the list (twice here); Remove takes one out; `onFilesChange` hears each change. */
export const ChooseAndRemove: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Screenshots') as HTMLInputElement;
    await userEvent.upload(input, [png('checkout-error.png', 14_540), png('cart.png', 820)]);
    await userEvent.upload(input, png('profile.png', 3_500_000));
    const list = canvas.getByRole('list', { name: 'Chosen files (3)' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'checkout-error.png14.2 KB',
      'cart.png820 B',
      'profile.png3.3 MB',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove cart.png' }));
    expect(canvas.getByRole('list', { name: 'Chosen files (2)' })).toBeInTheDocument();
    expect(canvas.queryByText('cart.png')).toBeNull();
    expect(args.onFilesChange).toHaveBeenLastCalledWith([expect.any(File), expect.any(File)]);
  },
};

/** Controlled, with two files chosen. */
export const WithFiles: Story = {
  args: { files: [png('checkout-error.png', 14_540), png('cart.png', 820)] },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('list', { name: 'Chosen files (2)' })).toBeInTheDocument();
    expect(formatFileSize(1_048_576)).toBe('1.0 MB');
  },
};

/** A file that is not accepted: the error says which and why. */
export const Invalid: Story = {
  args: { error: 'cart.gif is not a PNG or JPEG image.' },
  play: async ({ canvas }) => {
    expect(canvas.getByLabelText('Screenshots')).toBeInvalid();
  },
};

/** Unavailable: greyed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    expect(canvas.getByLabelText('Screenshots')).toBeDisabled();
  },
};
