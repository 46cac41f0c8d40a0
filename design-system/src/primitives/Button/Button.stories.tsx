import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { componentDocs, noControl, radioOf, selectOf } from '../../testing/componentDocs';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { CartIcon } from '../Icon';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to Cart', onClick: fn() },
  argTypes: {
    children: { control: 'text' },
    variant: selectOf(['primary', 'secondary', 'ghost', 'danger', 'inverse']),
    size: radioOf(['sm', 'md', 'lg']),
    fullWidth: { control: 'boolean' },
    loading: { control: 'boolean' },
    loadingText: { control: 'text' },
    disabled: { control: 'boolean' },
    type: radioOf(['button', 'submit', 'reset']),
    icon: noControl,
    onClick: noControl,
  },
  parameters: componentDocs({
    purpose:
      'A button starts an action on this page: adding to the cart, paying, saving, opening a dialog. ' +
      'Use one `primary` button per view for the main action and `secondary` or `ghost` for the rest. ' +
      '`ButtonLink` looks the same but goes somewhere: it stays a link.',
    avoid: [
      'Going to another page or address: use `ButtonLink` (or `Link` inside text), never a button with a navigation handler.',
      'An action shown only as an icon: use `IconButton`, which requires an accessible label.',
      'Several equally loud actions side by side: keep one `primary` and make the rest `secondary` or `ghost`.',
      'Explaining why something is unavailable: a disabled button cannot be focused, so say why in text nearby.',
    ],
    accessibility: [
      'A native `<button>` (`type="button"` unless told otherwise): Tab reaches it, Enter and Space press it.',
      'Its text is its accessible name; the `icon` is hidden from assistive technology.',
      'While `loading` it is disabled and `aria-busy`; with `loadingText` that text is announced as its name.',
      '`disabled` removes it from the tab order; the focus ring shows only for keyboard focus.',
      '`ButtonLink` renders an `<a>`, announced as a link, opened with Enter.',
    ],
  }),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try every prop from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    expect(button).toHaveTextContent(String(args.loading && args.loadingText ? args.loadingText : args.children));
  },
};

/** The main action of a view: brand green, one per screen. */
export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(79, 216, 105)');
    expect(stopsUnderReducedMotion(button, 'transition')).toBe(true);
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Beside the primary action: outlined in ink. */
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'View Content' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'View Content' });
    expect(getComputedStyle(button).borderTopColor).toBe(getComputedStyle(button).color);
  },
};

/** A quiet action in a dense place (a row, a toolbar): no fill until hovered. */
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Continue Shopping' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue Shopping' });
    expect(getComputedStyle(button).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

/** Removing or cancelling something: red, with a verb that says what goes. */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Remove' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Remove' });
    expect(getComputedStyle(button).backgroundColor).not.toBe('rgb(79, 216, 105)');
    expect(button).toBeEnabled();
  },
};

/** Click, Enter and Space each press it once; the picture shows the keyboard focus ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to Cart' });
    await userEvent.click(button);
    expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    expect(args.onClick).toHaveBeenCalledTimes(2);
    await userEvent.keyboard(' ');
    expect(args.onClick).toHaveBeenCalledTimes(3);
    button.blur();
    await userEvent.tab();
    expect(button).toHaveFocus();
  },
};

/** A decorative icon before the text, here on the ink variant. */
export const WithIcon: Story = {
  args: { icon: <CartIcon />, children: 'View Cart', variant: 'inverse' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'View Cart' });
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  },
};

/** `sm` for rows, `md` by default, `lg` for a page's main call to action. */
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

/** Busy after a press: disabled, a spinner and `loadingText`, in its own colours. */
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

/** Unavailable: flat grey, out of the tab order. */
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

/** `ButtonLink` with `to`: a route of the app, still a link. */
export const AsRouteLink: Story = {
  render: () => <ButtonLink to="/products">Continue Shopping</ButtonLink>,
  play: async ({ canvas }) => {
    expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
  },
};

/** Following the route link moves the app to its route. */
export const RouteLinkNavigates: Story = {
  render: () => <ButtonLink to="/products">Continue Shopping</ButtonLink>,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Continue Shopping' }));
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/products');
  },
};

/** `ButtonLink` with `href`: any other address (here e-mail). */
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
