import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { TestimonialsPage } from './TestimonialsPage';

const meta = {
  title: 'Home/TestimonialsPage',
  component: TestimonialsPage,
  parameters: { layout: 'fullscreen', route: '/testimonials' },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof TestimonialsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('What our customers say');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Testimonials | Profit');
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile375'),
};
