import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Container } from '../Container';
import { Section } from './Section';
import { componentDocs, noControl, radioOf } from '../../testing/componentDocs';

const meta = {
  title: 'Primitives/Section',
  component: Section,
  argTypes: {
    title: { control: 'text' },
    lead: { control: 'text' },
    tone: radioOf(['default', 'surface', 'brand', 'inverse']),
    children: noControl,
  },
  parameters: {
    layout: 'fullscreen',
    ...componentDocs({
      purpose:
        'A full-width band of a page with its heading and lead, its content held to the container width: the home ' +
        "page's parts (the store, testimonials, the newsletter), a product page's sections. Alternate tones to " +
        'separate neighbouring bands.',
      avoid: ['Grouping one item among others: use `Card`.', 'Spacing inside a section: use `Stack` and `Grid`.'],
      accessibility: [
        'A `<section>` whose `title` is its `h2`, which also names it as a region landmark.',
        'Every tone keeps text contrast on its background (`inverse` switches the text to light).',
      ],
    }),
  },
  args: {
    title: 'Earn Your First Rs 1 Lakh',
    lead: 'Achieve financial freedom with our premium tools.',
    children: <Button>Start Earning Now</Button>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    expect(canvasElement).toHaveTextContent(String(args.title));
  },
};

/** A heading, a lead and content on the page background. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Earn Your First Rs 1 Lakh' });
    expect(region).toHaveTextContent('Achieve financial freedom');
    expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Earn Your First Rs 1 Lakh');
  },
};

/** On ink, its text turned light. */
export const Inverse: Story = {
  args: { tone: 'inverse', id: 'store' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Earn Your First Rs 1 Lakh' });
    expect(region).toHaveAttribute('id', 'store');
    expect(getComputedStyle(region).backgroundColor).toBe('rgb(11, 18, 32)');
  },
};

/** Content held to 72rem and centred, with side padding on small screens. */
export const ContainerWidth: Story = {
  render: () => (
    <Container>
      <p>Content stays within 72rem, centred, with side padding on small screens.</p>
    </Container>
  ),
  play: async ({ canvas }) => {
    const container = canvas.getByText(/Content stays within/).parentElement!;
    expect(getComputedStyle(container).maxWidth).toBe('1152px');
    expect(parseFloat(getComputedStyle(container).paddingLeft)).toBeGreaterThan(0);
  },
};
