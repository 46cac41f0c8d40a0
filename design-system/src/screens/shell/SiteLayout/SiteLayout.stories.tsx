import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Container, Heading, Text } from '../../../primitives';
import { useNotify } from '../../../state/hooks';
import { ModeNotice } from '../ModeNotice';
import { signedInStore, storyCart } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { SiteLayout } from './SiteLayout';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Shell/SiteLayout',
  component: SiteLayout,
  argTypes: { children: { control: false } },
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
  parameters: {
    ...screenDocs({
      purpose:
        'The frame of every page but the catalogue: a skip link, the navigation bar, the floating cart button with its panel, the page itself in `<main id="main">`, and the footer.',
      where: "Around every route but `/products` (the storefront's `SitePages`).",
      calls: ['shopIdentity', 'logout'],
      accessibility: [
        '"Skip to content" is the first focusable element and jumps to `<main id="main">`.',
        'Landmarks: the bar\'s `nav` named "Main", the `main`, and the footer\'s `contentinfo`.',
        "The cart panel returns focus to the cart button when it closes; notices keep clear of the bar's controls at every width.",
      ],
    }),
    layout: 'fullscreen',
    store: signedInStore(storyCart(2)),
    route: '/about',
  },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page in the layout: the skip link, the bar, the page's `<h1>` in `main`, the footer with the seller's identity. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    expect(canvas.getByRole('heading', { level: 1, name: 'About Profit' })).toBeVisible();
    expect(canvas.getByRole('contentinfo')).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    await footerIdentityShown(canvas);
  },
};

/** The `Desktop` story at phone width (375 px). */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => footerIdentityShown(canvas),
};

/**
 * A bare page (the catalogue, which has its own header and cart): the page alone in its `<main>`. The bar and
 * the footer stay rendered but hidden, out of the accessibility tree and of the tab order, so the
 * next page of the site shows them at once.
 */
export const Bare: Story = {
  args: {
    bare: true,
    children: (
      <Container style={{ paddingBlock: '4rem' }}>
        <Heading level={1} tabIndex={-1}>
          Discover Our Products
        </Heading>
        <Text measure>A bare page, alone: the catalogue, with its own header and cart.</Text>
      </Container>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'Discover Our Products' })).toBeVisible();
    expect(canvas.queryByRole('banner')).toBeNull();
    expect(canvas.queryByRole('contentinfo')).toBeNull();
    // The same <main> as every page's: a page rendered ahead beside it is revealed as it is.
    expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Discover Our Products' }),
    );
    expect(canvas.queryByRole('link', { name: 'Skip to content' })).toBeNull();
    expect(canvas.queryByRole('button', { name: /^Cart,/ })).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('header')).not.toBeNull());
    expect(canvasElement.querySelector('header')).not.toBeVisible();
    await userEvent.tab();
    expect(canvasElement.querySelector('header')?.contains(document.activeElement)).toBe(false);
  },
};

/** The footer's seller identity arrives after the page (GET /api/shop-identity): pictured once it has. */
async function footerIdentityShown(canvas: { findByText: (text: RegExp) => Promise<HTMLElement> }) {
  await expect(await canvas.findByText(/Sold by/)).toBeVisible();
}

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

/** Sends a notice, as a screen does with `notify`. */
function NotifyButton() {
  const notify = useNotify();
  return <Button onClick={() => notify('Already in your cart', 'info')}>Send a notice</Button>;
}

const tallPage = (
  <Container style={{ paddingBlock: '4rem', minHeight: '200vh' }}>
    <Heading level={1} tabIndex={-1}>
      About Profit
    </Heading>
    <NotifyButton />
  </Container>
);

/** The mode label above the layout, as the app's root renders it. */
const withModeNotice = [
  (Story: () => React.JSX.Element) => (
    <>
      <ModeNotice />
      <Story />
    </>
  ),
];

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const noticeBox = async () =>
  (await within(document.body).findByText('Already in your cart'))
    .closest('[role="region"], section')!
    .firstElementChild!.getBoundingClientRect();

/** From 768 px a notice shows at the right below the bar: never over Sign In, the links or the cart button. */
export const NoticeBelowTheBar: Story = {
  args: { children: tallPage },
  decorators: withModeNotice,
  parameters: { services: { mode: 'demo' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a notice' }));
    const notice = await noticeBox();
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    expect(notice.top).toBeGreaterThanOrEqual(bar.bottom);
    for (const control of [canvas.getByRole('button', { name: /^Cart/ }), ...canvas.getAllByRole('link')])
      expect(overlaps(notice, control.getBoundingClientRect())).toBe(false);
  },
};

/** On a phone a notice shows at the bottom centre, clear of the bar's menu and cart buttons. */
export const NoticeAtTheFootOnPhones: Story = {
  args: { children: tallPage },
  globals: atViewport('mobile375'),
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: {
      reason:
        "the tall page's footer ends at the picture's cap, where the seller's identity is drawn or not depending on the stories pictured before it in the same page (its position is checked by the play)",
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send a notice' }));
    const notice = await noticeBox();
    expect(notice.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(notice.top).toBeGreaterThan(window.innerHeight / 2);
    expect(Math.abs(notice.left - (window.innerWidth - notice.right))).toBeLessThan(2);
    expect(overlaps(notice, canvas.getByRole('banner').getBoundingClientRect())).toBe(false);
  },
};

/**
 * The demo label is a strip above the bar, in the page's flow: nothing is under it at the top,
 * and scrolled it stays stuck above the bar, where no content passes; the cart button stays level
 * with the menu button both ways.
 */
export const DemoLabelCoversNothing: Story = {
  args: { children: tallPage },
  globals: atViewport('mobile375'),
  decorators: withModeNotice,
  parameters: { services: { mode: 'demo' } },
  play: async ({ canvas }) => {
    const label = () => canvas.getByRole('note').getBoundingClientRect();
    const bar = () => canvas.getByRole('banner').getBoundingClientRect();
    const centre = (rect: DOMRect) => rect.top + rect.height / 2;
    const level = () =>
      expect(
        Math.abs(
          centre(canvas.getByRole('button', { name: /^Cart/ }).getBoundingClientRect()) -
            centre(canvas.getByRole('button', { name: 'Menu' }).getBoundingClientRect()),
        ),
      ).toBeLessThan(2);
    expect(getComputedStyle(canvas.getByRole('note')).position).toBe('sticky');
    expect(label().top).toBe(0);
    expect(bar().top).toBeGreaterThanOrEqual(label().bottom - 1);
    level();
    window.scrollTo(0, 600);
    await waitFor(() => expect(canvas.getByRole('banner')).toHaveAttribute('data-scrolled', 'true'));
    await waitFor(() => level());
    expect(label().top).toBe(0);
    expect(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().bottom).toBeLessThan(0);
    window.scrollTo(0, 0);
  },
};
