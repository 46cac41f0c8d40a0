import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { ToolsSection } from './ToolsSection';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Home/ToolsSection',
  component: ToolsSection,
  parameters: {
    ...screenDocs({
      purpose:
        "The home page's tools: the headline (a lakh from Rs 499 kits), the statistics on light, and the four kinds of tool: Build, Chat, Notify, Organise.",
      where: 'On `/`, after the hero (in `HomePage`).',
      calls: [],
      accessibility: [
        'A region named by its `<h2>`; each tool is named by its `<h3>`.',
        'The statistics read their final values to screen readers.',
      ],
    }),
    layout: 'fullscreen',
  },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof ToolsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1280 px: the `<h2>`, the statistics and the four tools' `<h3>`s. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Earn your first lakh with Rs 499 kits');
    const blurbs = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(blurbs).toEqual(['Build', 'Chat', 'Notify', 'Organise']);
    const region = canvas.getByRole('region', { name: 'Earn your first lakh with Rs 499 kits' });
    expect(within(region).getByText('24/7')).toBeVisible();
  },
};

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
};
