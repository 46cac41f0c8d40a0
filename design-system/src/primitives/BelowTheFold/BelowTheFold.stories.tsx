import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { componentDocs } from '../../testing/componentDocs';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { BelowTheFold } from './BelowTheFold';

const meta = {
  title: 'Primitives/BelowTheFold',
  component: BelowTheFold,
  args: {
    children: (
      <section aria-labelledby="below-about">
        <Heading level={2} id="below-about">
          About this product
        </Heading>
        <Text>Thirty days of posts, captions and hooks, planned for a shop that sells in rupees.</Text>
      </section>
    ),
  },
  parameters: componentDocs({
    purpose:
      "The part of a page below its first screen (a product page's About, What you get and related products). " +
      'Where the page arrives rendered (prerendered, or from the server) it is there with the rest. When a press ' +
      'opens the page in the app, it renders a moment after the first frame, so the press paints what the shopper ' +
      'looks at first without waiting for it.',
    avoid: [
      'Anything within the first screen at any width (a title, a price, Add to Cart): it would appear a frame after the rest.',
      'Content a press needs at once (a focused heading, a message the press caused).',
    ],
    accessibility: [
      'Nothing is hidden: the part is in the document, in reading order, from the frame after the first.',
      'Headings inside keep the page outline; screen readers find them as soon as they are rendered.',
    ],
  }),
} satisfies Meta<typeof BelowTheFold>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered in the browser (a story, like a page opened by a press): the part follows the first frame. */
export const OnAPageOpenedInTheApp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('heading', { name: 'About this product' })).toBeVisible();
    expect(canvas.getByText(/Thirty days of posts/)).toBeVisible();
  },
};
