import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../../testing/viewports';
import { ButtonLink } from '../Button';
import { CartIcon, InboxIcon, SearchIcon } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <CartIcon />,
    title: 'Your cart is empty',
    description: 'Tools you add to your cart appear here, ready to check out.',
    action: <ButtonLink to="/products">Browse the store</ButtonLink>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Browse the store' }));
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/products');
  },
};

export const NoOrders: Story = {
  args: {
    icon: <InboxIcon />,
    title: 'No orders yet',
    description: 'When you buy a tool, its order and receipt show here.',
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 3, name: 'No orders yet' })).toBeInTheDocument();
  },
};

export const NoSearchResults: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'No tools match “invoice”',
    description: 'Try a shorter word, or a category such as Marketing or CRM.',
    action: undefined,
  },
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    expect(canvas.queryByRole('link')).toBeNull();
    expect(canvas.getByRole('heading')).toHaveTextContent('No tools match “invoice”');
  },
};
