import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { theme } from '../../tokens';
import { componentDocs, selectOf } from '../../testing/componentDocs';
import { Link } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/products', children: 'Browse the store' },
  argTypes: {
    href: { control: 'text' },
    children: { control: 'text' },
    variant: selectOf(['inline', 'standalone', 'subtle', 'inverse']),
    external: { control: 'boolean' },
  },
  parameters: componentDocs({
    purpose:
      'A link takes the customer somewhere: another page of the shop (through the router, no reload), another ' +
      'site (a new tab, said so), an e-mail or a phone number. Inside a sentence it is underlined; on its own line ' +
      'it can stand without.',
    avoid: [
      'Doing something on this page (adding to the cart, opening a dialog): use `Button`.',
      'A call to action that should look like a button but goes somewhere: use `ButtonLink`.',
      'Switching views in place: use `Tabs`.',
    ],
    accessibility: [
      'A real `<a href>`: Tab reaches it, Enter follows it; announced as a link with its text.',
      "A link to another site opens in a new tab and its name ends with '(opens in a new tab)'; its icon is hidden.",
      'Links in text are underlined, so colour is not the only cue.',
      'Write text that says where it goes; several links with the same text should go to the same place.',
    ],
  }),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('link')).toHaveAttribute('href');
  },
};

/** A path of the shop: a plain link, no new tab. */
export const InsideTheShop: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Browse the store' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link).not.toHaveAttribute('target');
  },
};

/** Following a shop link moves the router; the document does not reload. */
export const InsideTheShopNavigates: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Browse the store' }));
    // The router moved, the document did not reload.
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/products');
  },
};

/** Another site: a new tab, said in its name and by an icon. */
export const External: Story = {
  args: { href: 'https://razorpay.com/docs/', children: 'Razorpay documentation' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Razorpay documentation (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/** `mailto:` (and `tel:`): a plain link. */
export const Mail: Story = {
  args: { href: 'mailto:support@profit.example', children: 'E-mail support' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'E-mail support' });
    expect(link).toHaveAttribute('href', 'mailto:support@profit.example');
    expect(link).not.toHaveAttribute('target');
  },
};

/** `inline` in a sentence, `standalone`, `subtle`, and `inverse` on ink. */
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
