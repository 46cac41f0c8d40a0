import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { NotFoundPage } from './NotFoundPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'System/NotFoundPage',
  component: NotFoundPage,
  parameters: {
    ...screenDocs({
      purpose:
        'The page for any unknown address (and an unknown product or documentation article): says so plainly and leads back to the store and home.',
      where:
        'Any address the route table does not know, inside the site layout; also for `/products/:id` and `/docs/:slug` with an unknown id, and for a shopper at `/admin`.',
      calls: [],
      accessibility: [
        'One `<h1>`, focusable (`tabIndex=-1`), which the storefront focuses after each navigation.',
        'The ways back are links (the store, home), not buttons.',
      ],
    }),
    layout: 'fullscreen',
    route: '/no-such-page',
  },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One heading, and a way back to the store and home. */
export const Default: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/products');
    expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

/** `Default` at phone width (375 px). */
export const Mobile: Story = { ...Default, globals: atViewport('mobile375') };
