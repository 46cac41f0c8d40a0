import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { componentDocs, radioOf } from '../../testing/componentDocs';
import { QuoteCard } from './QuoteCard';

const meta = {
  title: 'Primitives/QuoteCard',
  component: QuoteCard,
  args: {
    quote: 'From 10 orders a month to 10 a day after one month with the Instagram playbook.',
    name: 'Meera Iyer',
    designation: 'Home bakery owner, Chennai',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    quote: { control: 'text' },
    name: { control: 'text' },
    designation: { control: 'text' },
    rating: { control: { type: 'range', min: 1, max: 5, step: 1 } },
    tone: radioOf(['surface', 'ink']),
  },
  parameters: {
    chromatic: { modes: { desktop: { disable: true } } },
    ...componentDocs({
      purpose:
        "A customer's own words with their name and what they do: testimonials on the home page and product pages " +
        "(`surface`, optionally with their rating), or one featured story on the brand's ink surface (`ink`).",
      avoid: [
        'A product review list with dates and moderation: that needs its own component.',
        'Quoting text inside an article: use a `<blockquote>` in `Prose`.',
        "Words that are not a real customer's.",
      ],
      accessibility: [
        'A `<figure>`: the words in a `<blockquote>`, the person in its `<figcaption>`, so they are read together.',
        "The stars are one image named 'Rated n out of 5'.",
        'Quotation marks are added by the card; pass the words without them.',
      ],
    }),
  },
} satisfies Meta<typeof QuoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('figure')).toHaveTextContent(args.name);
  },
};

/** A testimonial: stars, the words, and who said them. */
export const Surface: Story = {
  args: { rating: 5 },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('figure');
    expect(card).toHaveTextContent('“From 10 orders a month');
    expect(card.querySelector('figcaption')).toHaveTextContent('Meera IyerHome bakery owner, Chennai');
    expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  },
};

/** A featured story on the deep brand surface, without stars. */
export const Ink: Story = {
  args: { tone: 'ink' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('figure')).toBeVisible();
    expect(canvas.queryByRole('img', { name: /^Rated/ })).toBeNull();
  },
};
