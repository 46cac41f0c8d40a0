import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Container } from '../Container';
import { Section } from './Section';

const meta = {
  title: 'Primitives/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Earn Your First Rs 1 Lakh',
    lead: 'Achieve financial freedom with our premium tools.',
    children: <Button>Start Earning Now</Button>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Earn Your First Rs 1 Lakh' });
    expect(region).toHaveTextContent('Achieve financial freedom');
    expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Earn Your First Rs 1 Lakh');
  },
};

export const Inverse: Story = {
  args: { tone: 'inverse', id: 'store' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Earn Your First Rs 1 Lakh' });
    expect(region).toHaveAttribute('id', 'store');
    expect(getComputedStyle(region).backgroundColor).toBe('rgb(11, 18, 32)');
  },
};

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
