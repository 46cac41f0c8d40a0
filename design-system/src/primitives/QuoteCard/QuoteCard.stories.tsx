import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
  parameters: { chromatic: { modes: { desktop: { disable: true } } } },
} satisfies Meta<typeof QuoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

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
