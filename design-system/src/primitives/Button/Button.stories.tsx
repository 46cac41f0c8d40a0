import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { CartIcon } from '../Icon';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to Cart', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(stopsUnderReducedMotion(button, 'transition')).toBe(true);
    await userEvent.click(button);
    expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'View Content' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View Content' }));
    expect(args.onClick).toHaveBeenCalled();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Continue Shopping' },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Continue Shopping' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Remove' },
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Remove' }).focus();
    await userEvent.keyboard(' ');
    expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithIcon: Story = {
  args: { icon: <CartIcon />, children: 'View Cart', variant: 'inverse' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'View Cart' });
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    expect(heights[0]).toBeLessThan(heights[1]!);
    expect(heights[1]).toBeLessThan(heights[2]!);
  },
};

export const Loading: Story = {
  args: { loading: true, loadingText: 'Processing...', children: 'Pay Now - Rs 998.00' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Busy, not unavailable: the brand colour stays, the cursor says "working", nothing fades.
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(79, 216, 105)');
    expect(getComputedStyle(button).cursor).toBe('progress');
    expect(getComputedStyle(button).opacity).toBe('1');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Buy Now' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Buy Now' });
    expect(button).toBeDisabled();
    // A real disabled style: flat grey with legible text, not the green at lower opacity.
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(230, 233, 238)');
    expect(getComputedStyle(button).opacity).toBe('1');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsRouteLink: Story = {
  render: () => <ButtonLink to="/products">Continue Shopping</ButtonLink>,
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Continue Shopping' });
    expect(link).toHaveAttribute('href', '/products');
    await userEvent.click(link);
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/products');
  },
};

export const AsExternalLink: Story = {
  render: () => (
    <ButtonLink href="mailto:support@example.in" variant="secondary">
      E-mail support
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    expect(canvas.getByRole('link', { name: 'E-mail support' })).toHaveAttribute('href', 'mailto:support@example.in');
  },
};
