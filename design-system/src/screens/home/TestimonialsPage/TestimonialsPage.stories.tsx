import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { TestimonialsPage } from './TestimonialsPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Home/TestimonialsPage',
  component: TestimonialsPage,
  parameters: {
    ...screenDocs({
      purpose: 'The testimonials section as a page of its own, with its own title.',
      where: '`/testimonials`, inside the site layout.',
      calls: [],
      accessibility: [
        'One `<h1>` ("What our customers say"), focusable, focused after navigation.',
        'The strip behaves as on the home page: pausable, still under reduced motion.',
      ],
    }),
    layout: 'fullscreen',
    route: '/testimonials',
  },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof TestimonialsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: its `<h1>`, focusable, and its own document title. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('What our customers say');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Testimonials | Profit');
  },
};

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
};
