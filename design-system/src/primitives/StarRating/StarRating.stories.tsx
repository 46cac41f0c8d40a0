import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StarRating } from './StarRating';
import { componentDocs } from '../../testing/componentDocs';

const meta = {
  title: 'Primitives/StarRating',
  component: StarRating,
  args: { value: 5 },
  argTypes: {
    value: { control: { type: 'range', min: 1, max: 5, step: 1 } },
    max: { control: { type: 'number', min: 1, max: 10 } },
  },
  parameters: componentDocs({
    purpose:
      "A rating a customer gave, as filled stars out of five: above a testimonial, beside a product's reviews. " +
      'It shows a rating; it does not take one.',
    avoid: [
      'Asking the customer to rate something: that needs radio buttons (a `RadioGroup` of 1 to 5), not this picture.',
      'Showing an average with decimals: say the number in text beside it (it rounds to whole stars).',
    ],
    accessibility: [
      'One `role="img"` named \'Rated n out of 5\'; the single stars are hidden.',
      'Filled and empty stars differ in shape as well as colour.',
    ],
  }),
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('img', { name: /^Rated/ })).toBeVisible();
  },
};

const filled = (element: HTMLElement) => element.querySelectorAll('[data-filled="true"]').length;

/** Five out of five. */
export const Five: Story = {
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('img', { name: 'Rated 5 out of 5' });
    expect(filled(rating)).toBe(5);
  },
};

/** Four out of five. */
export const Four: Story = {
  args: { value: 4 },
  play: async ({ canvas }) => {
    expect(filled(canvas.getByRole('img', { name: 'Rated 4 out of 5' }))).toBe(4);
  },
};

/** One out of five. */
export const One: Story = {
  args: { value: 1 },
  play: async ({ canvas }) => {
    expect(filled(canvas.getByRole('img', { name: 'Rated 1 out of 5' }))).toBe(1);
  },
};

/** A value above five shows five. */
export const OutOfRangeIsClamped: Story = {
  args: { value: 9 },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  },
};
