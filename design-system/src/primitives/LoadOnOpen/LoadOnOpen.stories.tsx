import { lazy, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LoadOnOpen } from './LoadOnOpen';

/** How many times the demo's drawer module was asked for (one lazily loaded drawer per story). */
let loads = 0;

function LoadOnOpenDemo() {
  const [Drawer] = useState(() =>
    lazy(() => {
      loads += 1;
      return import('../Drawer/Drawer').then((module) => ({ default: module.Drawer }));
    }),
  );
  const [open, setOpen] = useState(false);
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
  component: LoadOnOpenDemo,
  beforeEach: () => {
    loads = 0;
  },
} satisfies Meta<typeof LoadOnOpenDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

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
