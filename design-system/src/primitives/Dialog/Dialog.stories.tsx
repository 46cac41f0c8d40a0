import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { closedFrame, componentDocs, noControl, radioOf } from '../../testing/componentDocs';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { Button } from '../Button';
import { Dialog, Overlay, type DialogProps } from './Dialog';

function DialogDemo({
  startOpen = false,
  tallPage = false,
  ...props
}: Omit<DialogProps, 'open' | 'onClose'> & { onClose?: () => void; startOpen?: boolean; tallPage?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    // A page taller than the window, for the stories that check the page behind stops scrolling.
    <div style={tallPage ? { minHeight: '150vh' } : undefined}>
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

/** The dialog's props, and how the demo around it starts: open, or on a page taller than the window. */
type DialogStoryArgs = DialogProps & { startOpen?: boolean; tallPage?: boolean };

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    open: true,
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
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    variant: radioOf(['center', 'fullscreen']),
    closeOnBackdrop: { control: 'boolean' },
    children: noControl,
    footer: noControl,
    onClose: noControl,
    initialFocus: noControl,
    returnFocus: noControl,
    startOpen: { table: { disable: true } },
    tallPage: { table: { disable: true } },
  },
  render: ({ open: _open, ...args }) => <DialogDemo {...args} />,
  parameters: componentDocs({
    purpose:
      "A dialog asks for the customer's attention on one thing before they go on: a confirmation, a short form, " +
      'what was just added to the cart. The page behind is dimmed and inert until it closes. `variant="fullscreen"` ' +
      "(or `Overlay`) covers the whole page, for the store's 'Added to Cart'.",
    avoid: [
      'Long or many-step tasks (checkout, sign-up): give them a page.',
      'A panel of navigation or a cart beside the page: use `Drawer` (modal) or `SidePanel`.',
      "News that needs no answer ('Saved'): use `Notification`; a lasting message on the page: use `Banner`.",
      'Opening one on page load: a dialog answers something the customer did.',
    ],
    accessibility: [
      '`role="dialog"` with `aria-modal`; its `title` is its name and `description` its description, both read on open.',
      'Focus moves to the first control inside (the close button, or `initialFocus`), Tab and Shift+Tab stay inside, and focus returns to the opener (or `returnFocus`) on close.',
      'Escape, the labelled Close button and a click on the backdrop close it; with dialogs stacked, Escape closes only the top one.',
      'The page behind is `inert` and does not scroll; its width does not jump when the scrollbar goes.',
      'Motion (fade and rise) stops under reduced motion.',
    ],
    overlayFrame: '480px',
  }),
} satisfies Meta<DialogStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function openDialog(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
  return body.findByRole('dialog', { name: 'Added to Cart' });
}

/** Try every prop from the Controls panel (open from the start). */
export const Playground: Story = {
  render: ({ startOpen: _startOpen, tallPage: _tallPage, ...args }) => <Dialog {...args} />,
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    expect(dialog).toHaveAccessibleName(String(args.title));
  },
};

/** Open at rest: title, description, body and actions, focus on the close button. */
export const Open: Story = {
  args: { startOpen: true },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Added to Cart' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Customers who bought Instagram Growth Playbook also bought:');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** Opened from its button: focus moves in, Tab cycles inside, the page does not scroll. */
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
  parameters: closedFrame,
  play: async ({ canvas, args }) => {
    await openDialog(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    expect(args.onClose).toHaveBeenCalledTimes(1);
    expect(canvas.getByRole('button', { name: 'Open dialog' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  },
};

/** The Close button and a click on the dimmed backdrop each close it. */
export const CloseButtonAndBackdrop: Story = {
  parameters: closedFrame,
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

/** `variant="fullscreen"`: the full-screen overlay of the store section ('Added to Cart'). */
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

/** `Overlay` is the full-screen dialog, open from the start here. */
export const OverlayOpen: Story = {
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
  parameters: closedFrame,
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
  args: { tallPage: true },
  parameters: closedFrame,
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
