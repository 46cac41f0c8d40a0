import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { ToolsSection } from './ToolsSection';

const meta = {
  title: 'Home/ToolsSection',
  component: ToolsSection,
  parameters: { layout: 'fullscreen' },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof ToolsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Earn your first lakh with Rs 499 kits');
    const blurbs = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(blurbs).toEqual(['Build', 'Chat', 'Notify', 'Organise']);
    const region = canvas.getByRole('region', { name: 'Earn your first lakh with Rs 499 kits' });
    expect(within(region).getByText('24/7')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile375'),
};
