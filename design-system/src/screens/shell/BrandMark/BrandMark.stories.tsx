import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandMark } from './BrandMark';

const meta = {
  title: 'Shell/BrandMark',
  component: BrandMark,
  parameters: { chromatic: { modes: { desktop: { disable: true } } } },
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark beside the store's name in the navigation bar and the footer: decorative, hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[aria-hidden="true"]');
    expect(mark).toHaveTextContent('P');
    expect(mark).toBeVisible();
  },
};
