import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { componentDocs, radioOf } from '../../testing/componentDocs';
import { Avatar } from './Avatar';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Priya Sharma' },
  argTypes: {
    name: { control: 'text' },
    src: { control: 'text' },
    size: radioOf(['sm', 'md', 'lg', 'xl']),
    decorative: { control: 'boolean' },
  },
  parameters: componentDocs({
    purpose:
      "A person (or a product's author) as a small round picture, or their initials on a tint chosen from their " +
      "name when there is no picture: in the account menu, beside a testimonial, in the console's lists.",
    avoid: ["A product's picture: use `CardImage`.", 'A brand or a logo: use `Logo` or `BrandIcons`.'],
    accessibility: [
      'With a picture, an image whose alternative text is the name; with initials, `role="img"` named by the name (the letters are hidden).',
      'Beside the written name, make it `decorative`: hidden, so the name is not read twice.',
      'A broken picture falls back to the initials, never to a broken-image icon.',
    ],
  }),
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    if (!args.decorative) expect(await canvas.findByRole('img', { name: args.name })).toBeInTheDocument();
  },
};

/** No picture: initials on a tint chosen from the name. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Priya Sharma' });
    expect(avatar).toHaveTextContent('PS');
  },
};

/** With a picture, `lg`. */
export const WithImage: Story = {
  args: { name: 'Founder Metrics Dashboard', src: '/products/founder-metrics-dashboard/preview-640.jpg', size: 'lg' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Founder Metrics Dashboard' });
    expect(image.tagName).toBe('IMG');
  },
};

/** A picture that fails to load: the initials instead. */
export const BrokenImageFallsBack: Story = {
  args: { name: 'Rahul Verma', src: '/products/no-such-picture.png', size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Rahul Verma' })).toHaveTextContent('RV'));
  },
};

/** `sm`, `md`, `lg` and `xl`. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Aarav Mehta" size="sm" />
      <Avatar name="Diya Patel" size="md" />
      <Avatar name="Kabir Singh" size="lg" />
      <Avatar name="Meera Iyer" size="xl" />
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = ['Aarav Mehta', 'Diya Patel', 'Kabir Singh', 'Meera Iyer'].map(
      (name) => canvas.getByRole('img', { name }).offsetWidth,
    );
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
  },
};

/** Beside the written name: hidden from assistive technology. */
export const Decorative: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <Avatar name="Sneha Reddy" decorative /> Sneha Reddy
    </p>
  ),
  play: async ({ canvas }) => {
    expect(canvas.queryByRole('img')).toBeNull();
  },
};
