import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { CaseStudiesPage } from './CaseStudiesPage';

const meta = {
  title: 'Pages/CaseStudiesPage',
  component: CaseStudiesPage,
  parameters: { layout: 'fullscreen', route: '/case-studies' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'How the kits fit together' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Case studies | Profit');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText(/worked examples/)).toBeVisible();
  },
} satisfies Meta<typeof CaseStudiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
