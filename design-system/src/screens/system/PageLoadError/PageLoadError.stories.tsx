import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../../primitives';
import { atViewport } from '../../../testing/viewports';
import { modalLoadError } from './ModalLoadError';
import { PageLoadError } from './PageLoadError';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'System/PageLoadError',
  component: PageLoadError,
  argTypes: { reason: { control: 'inline-radio', options: ['unreachable', 'failed'] }, onRetry: { control: false } },
  args: { reason: 'unreachable', onRetry: fn() },
  parameters: {
    ...screenDocs({
      purpose:
        "What a page shows instead of a blank screen when it cannot be shown: why, in a shopper's words (its code could not be fetched, or it broke while showing), Try again, and the way home. The bar and footer stay around it.",
      where: "In place of any page, from the storefront's `PageErrorBoundary`.",
      calls: [],
      accessibility: [
        'The reason is `role="alert"`, announced as it appears; the page has one `<h1>`.',
        'Try again is a button; the way home is a link.',
        "A modal whose code could not be fetched (`modalLoadError`) says so in a notification, announced by the notifications' live region, and closes again, so its opener's `aria-expanded` stays true to what is on screen.",
      ],
    }),
    layout: 'fullscreen',
    route: '/about',
  },
} satisfies Meta<typeof PageLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Try `reason` from the Controls panel; Try again calls `onRetry`. */
export const Playground: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'its default args are the picture of Unreachable' },
  },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement();
  },
};

/** The page's code could not be fetched (the server or the connection is down): why, and Try again. */
export const Unreachable: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    expect(canvas.getByRole('alert')).toHaveTextContent(
      'The shop’s server did not answer. Check your connection, then try again.',
    );
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

/** `Unreachable` at phone width (375 px). */
export const UnreachableMobile: Story = { ...Unreachable, globals: atViewport('mobile375') };

/** Try again asks the page to load again. */
export const TryAgain: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the same picture as Unreachable: it checks the call Try again makes' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The page broke while showing: the spec's own words for a failure. */
export const Failed: Story = {
  args: { reason: 'failed' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The menu, its code unreachable: `lazyPart` renders this in its place. */
const MenuLoadError = modalLoadError('The menu');

/**
 * A modal whose code could not be fetched (`modalLoadError`, `lazyPart`'s fallback for the menu,
 * the cart): each press on its opener says what did not open and why, in a notification, and the
 * opener is closed again, ready for the next press.
 */
export const ModalCannotOpen: Story = {
  render: function Render() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button aria-expanded={open} onClick={() => setOpen(true)}>
          Menu
        </Button>
        <MenuLoadError open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    // The notifications' region is every story's (a decorator), outside the story's own frame.
    const notifications = within(await within(document.body).findByRole('region', { name: 'Notifications' }));
    expect(
      await notifications.findByText(
        'The menu could not be opened: the shop’s server did not answer. Check your connection, then reload the page.',
      ),
    ).toBeVisible();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(await notifications.findAllByText(/The menu could not be opened/)).toHaveLength(2);
  },
};
