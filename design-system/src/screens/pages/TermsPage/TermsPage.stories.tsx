import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { REFUND_POLICY } from '../../../content/policies';
import { atViewport } from '../../../testing/viewports';
import { TermsPage } from './TermsPage';

const meta = {
  title: 'Pages/TermsPage',
  component: TermsPage,
  parameters: { layout: 'fullscreen', route: '/terms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('Terms of Service | Profit');
    await expect(canvas.getByText(/You must be 18 years of age or older/)).toBeVisible();
    await expect(canvas.getByText(REFUND_POLICY)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = { globals: atViewport('mobile375') };

export const Desktop: Story = { globals: atViewport('desktop1280') };
