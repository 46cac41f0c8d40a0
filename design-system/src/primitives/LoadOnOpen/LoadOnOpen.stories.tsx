import { lazy, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { componentDocs, noControl } from '../../testing/componentDocs';
import { Button } from '../Button';
import { lazyPart } from './lazyPart';
import { LoadOnOpen } from './LoadOnOpen';

/** How many times the demo's drawer module was asked for (one lazily loaded drawer per story). */
let loads = 0;

/** A cart drawer loaded lazily behind its opener button, as the shop's cart panel is. */
function LoadOnOpenDemo({ startOpen = false }: { startOpen?: boolean }) {
  const [Drawer] = useState(() =>
    lazy(() => {
      loads += 1;
      return import('../Drawer/Drawer').then((module) => ({ default: module.Drawer }));
    }),
  );
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open cart</Button>
      <LoadOnOpen open={open}>
        <Drawer open={open} onClose={() => setOpen(false)} title="Your cart">
          <p style={{ margin: 0 }}>Founder Metrics Dashboard · Rs 499.00</p>
        </Drawer>
      </LoadOnOpen>
    </>
  );
}

const meta = {
  title: 'Primitives/LoadOnOpen',
  component: LoadOnOpen,
  args: { open: false, children: null },
  argTypes: { open: { control: 'boolean' }, children: noControl },
  // The demo holds `open` itself, so its opener and Escape work: the control sets how it starts.
  render: ({ open }) => <LoadOnOpenDemo key={String(open)} startOpen={open} />,
  beforeEach: () => {
    loads = 0;
  },
  parameters: componentDocs({
    purpose:
      "Keeps a modal's code off the first page load: nothing renders until the modal first opens, then its " +
      '(`React.lazy`) children load and stay mounted, closed or open, like an eager modal. The cart panel, the ' +
      "menu drawer and the Added to Cart overlay load this way, within the home route's size budget.",
    avoid: [
      'Content on the page itself: a lazy page section is a route-level split (`React.lazy` in the route table), not this.',
      'A modal that opens on almost every visit: loading it on first opening only delays it.',
      'Anything that is not given the same `open`: the children must still close (and return focus) themselves.',
    ],
    accessibility: [
      'It adds no element and no role: the modal inside keeps its own (a `Drawer` or `Dialog`).',
      'The first opening waits for the code with no fallback (nothing flashes), unless it was preloaded (`preload()`): the menu preloads as the app starts and the cart when the pointer reaches its button, so they open at once. Preload only code whose failed fetch harms nothing else: a module the browser failed to fetch stays failed for the page’s life, for every part that imports it. Focus moves into the modal once it renders, and returns to the opener when it closes.',
      'Once loaded it stays mounted, so later openings are immediate and keep focus handling the same.',
      "Load it with `lazyPart`, not `React.lazy`: should its code not be fetched (the server down mid-visit), `lazyPart` renders a fallback that tells the shopper (`modalLoadError`, in the screens) instead of throwing to the page's error boundary, which would replace the whole page.",
    ],
    overlayFrame: '420px',
  }),
} satisfies Meta<typeof LoadOnOpen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** `open` starts the demo open or closed; the opener and Escape work either way. */
export const Playground: Story = {
  play: async ({ args }) => {
    if (args.open) expect(await body.findByRole('dialog', { name: 'Your cart' })).toBeVisible();
    else expect(body.queryByRole('dialog')).toBeNull();
    expect(loads).toBe(args.open ? 1 : 0);
  },
};

/** Closed: the drawer's code has not been asked for, and nothing of it is on the page. */
export const BeforeFirstOpening: Story = {
  play: async () => {
    expect(loads).toBe(0);
    expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** The first opening loads the drawer, once; closed again it returns focus, and reopens without loading again. */
export const LoadsOnFirstOpening: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Open cart' });
    await userEvent.click(toggle);
    const drawer = await body.findByRole('dialog', { name: 'Your cart' });
    expect(loads).toBe(1);
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    expect(await body.findByRole('dialog', { name: 'Your cart' })).toBeVisible();
    expect(loads).toBe(1);
  },
};

/** The modal's code cannot be fetched (the server went down mid-visit), as the browser says it. */
const unfetchable = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Drawer.js'));

/** What stands in for it here: the screens' `modalLoadError` says the same in a notification. */
function CouldNotOpen({ open }: { open: boolean }) {
  return open ? <p role="alert">The cart could not be opened.</p> : null;
}

/**
 * `lazyPart`: when the modal's code cannot be fetched, its fallback shows in its place, and the
 * page around it stays and keeps working (a `React.lazy` would throw to the page's error boundary).
 */
export const CodeCannotBeFetched: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'a button and a line of text: the fallback and the page kept are checked by the play' },
  },
  render: function Render() {
    const [Drawer] = useState(() => lazyPart<{ open: boolean }>(unfetchable, CouldNotOpen));
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open cart</Button>
        <LoadOnOpen open={open}>
          <Drawer open={open} />
        </LoadOnOpen>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open cart' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent('The cart could not be opened.');
    expect(canvas.getByRole('button', { name: 'Open cart' })).toBeEnabled();
    expect(body.queryByRole('dialog')).toBeNull();
  },
};
