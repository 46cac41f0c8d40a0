import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Container, Heading, Text } from '../../../primitives';
import { signedInStore, storyCart } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { SiteLayout } from './SiteLayout';

const meta = {
  title: 'Shell/SiteLayout',
  component: SiteLayout,
  args: {
    children: (
      <Container style={{ paddingBlock: '4rem' }}>
        <Heading level={1} tabIndex={-1}>
          About Profit
        </Heading>
        <Text measure>A page of the shop, shown inside the navigation bar, the cart and the footer.</Text>
      </Container>
    ),
  },
  parameters: { layout: 'fullscreen', store: signedInStore(storyCart(2)), route: '/about' },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    expect(canvas.getByRole('heading', { level: 1, name: 'About Profit' })).toBeVisible();
    expect(canvas.getByRole('contentinfo')).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile375'),
};

/** The floating cart button opens the cart panel; closing it returns focus to the button. */
export const CartButtonOpensPanel: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cart, 2 items' });
    await userEvent.click(button);
    const panel = await within(document.body).findByRole('dialog', { name: 'Your cart' });
    expect(within(panel).getByText('Asha Rao')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Your cart' })).toBeNull());
    expect(button).toHaveFocus();
  },
};
