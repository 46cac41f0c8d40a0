import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Primitives/StarRating',
  component: StarRating,
  args: { value: 5 },
  argTypes: { value: { control: { type: 'range', min: 1, max: 5, step: 1 } } },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = (element: HTMLElement) => element.querySelectorAll('[data-filled="true"]').length;

export const Five: Story = {
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('img', { name: 'Rated 5 out of 5' });
    expect(filled(rating)).toBe(5);
  },
};

export const Four: Story = {
  args: { value: 4 },
  play: async ({ canvas }) => {
    expect(filled(canvas.getByRole('img', { name: 'Rated 4 out of 5' }))).toBe(4);
  },
};

export const One: Story = {
  args: { value: 1 },
  play: async ({ canvas }) => {
    expect(filled(canvas.getByRole('img', { name: 'Rated 1 out of 5' }))).toBe(1);
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { value: 9 },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  },
};
