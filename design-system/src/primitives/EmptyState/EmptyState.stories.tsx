import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { componentDocs, noControl } from '../../testing/componentDocs';
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
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    icon: noControl,
    action: noControl,
  },
  parameters: componentDocs({
    purpose:
      'What a place shows when it has nothing in it yet: an empty cart, no orders, no search results. It says what ' +
      'is empty, what will appear here, and offers the next step.',
    avoid: [
      'Content that is still loading: use `Skeleton` (an empty state shown before data arrives misleads).',
      'A request that failed: say so with `Banner` and a way to try again.',
    ],
    accessibility: [
      "A `<section>` whose title is a real heading (`headingLevel`, 2 by default) so it sits in the page's outline.",
      'The icon is decorative; the action is an ordinary link or button.',
    ],
  }),
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('heading')).toHaveTextContent(String(args.title));
  },
};

/** The empty cart, with a link to the store. */
export const EmptyCart: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(canvas.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/products');
  },
};

/** Its action goes to the store. */
export const ActionGoesToTheStore: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Browse the store' }));
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/products');
  },
};

/** No orders yet, its title an `h3` to fit the account page's outline. */
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

/** No search results on a phone: what to try instead. */
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
