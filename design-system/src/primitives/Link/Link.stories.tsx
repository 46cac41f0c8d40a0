import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { theme } from '../../tokens';
import { Link } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/products', children: 'Browse the store' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideTheShop: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Browse the store' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    // The router moved, the document did not reload.
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/products');
  },
};

export const External: Story = {
  args: { href: 'https://razorpay.com/docs/', children: 'Razorpay documentation' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Razorpay documentation (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Mail: Story = {
  args: { href: 'mailto:support@profit.example', children: 'E-mail support' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'E-mail support' });
    expect(link).toHaveAttribute('href', 'mailto:support@profit.example');
    expect(link).not.toHaveAttribute('target');
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>
        Read the <Link href="/terms">terms of service</Link> before you buy.
      </p>
      <Link href="/blog" variant="standalone">
        All articles
      </Link>
      <Link href="/about" variant="subtle">
        About us
      </Link>
      <div style={{ background: theme.colors.surfaceInk, color: theme.colors.textInverse, padding: 16 }}>
        <Link href="/help-center" variant="inverse">
          Help center
        </Link>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    expect(getComputedStyle(canvas.getByRole('link', { name: 'terms of service' })).textDecorationLine).toBe(
      'underline',
    );
    expect(getComputedStyle(canvas.getByRole('link', { name: 'All articles' })).textDecorationLine).toBe('none');
  },
};
