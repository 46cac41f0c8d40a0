import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Screenshots');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('PNG or JPEG, up to 5 MB each.');
    expect(canvas.queryByRole('list')).toBeNull();
  },
};

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

export const WithFiles: Story = {
  args: { files: [png('checkout-error.png', 14_540), png('cart.png', 820)] },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('list', { name: 'Chosen files (2)' })).toBeInTheDocument();
    expect(formatFileSize(1_048_576)).toBe('1.0 MB');
  },
};

export const Invalid: Story = {
  args: { error: 'cart.gif is not a PNG or JPEG image.' },
  play: async ({ canvas }) => {
    expect(canvas.getByLabelText('Screenshots')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    expect(canvas.getByLabelText('Screenshots')).toBeDisabled();
  },
};
