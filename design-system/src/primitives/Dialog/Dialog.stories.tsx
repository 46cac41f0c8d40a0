import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { Button } from '../Button';
import { Dialog, Overlay, type DialogProps } from './Dialog';

function DialogDemo(props: Omit<DialogProps, 'open' | 'onClose'> & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ minHeight: '150vh' }}>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: DialogDemo,
  args: {
    title: 'Added to Cart',
    description: 'Customers who bought Instagram Growth Playbook also bought:',
    onClose: fn(),
    footer: (
      <>
        <Button variant="secondary">Continue Shopping</Button>
        <Button>View Cart</Button>
      </>
    ),
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function openDialog(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
  return body.findByRole('dialog', { name: 'Added to Cart' });
}

/** Focus moves in, Tab cycles inside, the page does not scroll. */
export const FocusTrapped: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Customers who bought Instagram Growth Playbook also bought:');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(stopsUnderReducedMotion(dialog, 'animation')).toBe(true);
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Continue Shopping' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'View Cart' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'View Cart' })).toHaveFocus();
  },
};

/** Escape closes, focus returns to the button that opened it, scrolling comes back. */
export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    await openDialog(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    expect(args.onClose).toHaveBeenCalledTimes(1);
    expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  },
};

export const CloseButtonAndBackdrop: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(body.queryByRole('dialog')).toBeNull();
    await openDialog(canvas);
    await userEvent.click(body.getByTestId('dialog-backdrop'));
    expect(body.queryByRole('dialog')).toBeNull();
    expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The full-screen overlay of the store section ('Added to Cart'). */
export const FullScreenOverlay: Story = {
  args: { variant: 'fullscreen', children: <p>Your cart has been updated.</p> },
  play: async ({ canvas }) => {
    const dialog = await openDialog(canvas);
    // A true full screen: the overlay covers the whole viewport, edge to edge.
    const box = dialog.getBoundingClientRect();
    expect(box.left).toBe(0);
    expect(box.top).toBe(0);
    expect(box.width).toBe(window.innerWidth);
    expect(box.height).toBe(window.innerHeight);
    expect(dialog).toHaveTextContent('Your cart has been updated.');
  },
};

function OverlayDemo() {
  const [open, setOpen] = useState(true);
  return (
    <Overlay open={open} onClose={() => setOpen(false)} title="Added to Cart">
      <p>Customers who bought Starter CRM for Notion also bought:</p>
    </Overlay>
  );
}

/**
 * `Overlay` is the full-screen dialog, open from the start here (and left open for snapshots).
 * Kept off the docs page, which an overlay open on mount would cover.
 */
export const OverlayOpen: Story = {
  tags: ['!autodocs'],
  render: () => <OverlayDemo />,
  play: async () => {
    const overlay = await body.findByRole('dialog', { name: 'Added to Cart' });
    expect(within(overlay).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(overlay).toHaveTextContent('Customers who bought Starter CRM for Notion also bought:');
    expect(document.body.style.overflow).toBe('hidden');
  },
};

function NestedDemo() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <div style={{ minHeight: '150vh' }}>
      <Button onClick={() => setOuter(true)}>Open dialog</Button>
      <Dialog
        open={outer}
        onClose={() => setOuter(false)}
        title="Your Cart"
        footer={<Button onClick={() => setInner(true)}>Remove all items</Button>}
      >
        <p style={{ margin: 0 }}>Two tools in your cart.</p>
      </Dialog>
      <Dialog
        open={inner}
        onClose={() => setInner(false)}
        title="Remove all items?"
        footer={
          <Button variant="danger" onClick={() => setInner(false)}>
            Remove
          </Button>
        }
      />
    </div>
  );
}

/**
 * Two modals, one stack: Escape closes only the top one, the one below is inert meanwhile, Tab
 * stays in the top one, and focus walks back down the stack as each closes.
 */
export const NestedEscapeClosesTopOnly: Story = {
  render: () => <NestedDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const outer = await body.findByRole('dialog', { name: 'Your Cart' });
    const opener = within(outer).getByRole('button', { name: 'Remove all items' });
    await userEvent.click(opener);
    const inner = await body.findByRole('dialog', { name: 'Remove all items?' });
    expect(outer.closest('[inert]')).not.toBeNull();
    expect(inner.closest('[inert]')).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(inner.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Remove all items?' })).toBeNull());
    expect(body.getByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
    expect(outer.closest('[inert]')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    expect(document.querySelector('[inert]')).toBeNull();
  },
};

/** The page behind keeps its width: the scrollbar that disappears is replaced by padding. */
export const ScrollbarCompensated: Story = {
  play: async ({ canvas }) => {
    const before = document.documentElement.clientWidth - document.body.getBoundingClientRect().width;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    await openDialog(canvas);
    expect(Number.parseFloat(document.body.style.paddingRight || '0')).toBe(scrollbar);
    expect(document.documentElement.style.getPropertyValue('--ds-scrollbar-compensation')).toBe(`${scrollbar}px`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    expect(document.body.style.paddingRight).toBe('');
    expect(document.documentElement.clientWidth - document.body.getBoundingClientRect().width).toBe(before);
  },
};
