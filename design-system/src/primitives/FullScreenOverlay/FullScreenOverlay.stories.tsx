import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { closedFrame, componentDocs, noControl, radioOf } from '../../testing/componentDocs';
import { atViewport } from '../../testing/viewports';
import { Button } from '../Button';
import { CheckIcon } from '../Icon';
import { FullScreenOverlay, type FullScreenOverlayProps } from './FullScreenOverlay';

function OverlayDemo({
  startOpen = false,
  ...props
}: Omit<FullScreenOverlayProps, 'open' | 'onClose'> & { onClose?: () => void; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add to Cart</Button>
      <FullScreenOverlay
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

/** The overlay's props, and whether the demo around it starts open. */
type OverlayStoryArgs = FullScreenOverlayProps & { startOpen?: boolean };

const meta = {
  title: 'Primitives/FullScreenOverlay',
  component: FullScreenOverlay,
  args: {
    open: true,
    title: 'Added to Cart',
    description: 'Customers who bought Founder Metrics Dashboard also bought:',
    icon: <CheckIcon />,
    onClose: fn(),
    footer: (
      <>
        <Button variant="secondary" size="lg">
          Continue Shopping
        </Button>
        <Button size="lg">View Cart</Button>
      </>
    ),
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    tone: radioOf(['surface', 'ink']),
    closeLabel: { control: 'text' },
    icon: noControl,
    children: noControl,
    footer: noControl,
    onClose: noControl,
    initialFocus: noControl,
    returnFocus: noControl,
    startOpen: { table: { disable: true } },
  },
  render: ({ open: _open, ...args }) => <OverlayDemo {...args} />,
  parameters: componentDocs({
    purpose:
      "A moment that takes the whole screen after an action, with where to go next: the store's 'Added to Cart' " +
      'with products bought together, Continue Shopping and View Cart. `Dialog variant="fullscreen"` and `Overlay` render it.',
    avoid: [
      'A question or a short form: use `Dialog`, which leaves the page in view.',
      'The cart itself or a menu: use `Drawer` or `SidePanel`.',
      'Anything the customer did not just ask for.',
    ],
    accessibility: [
      '`role="dialog"` with `aria-modal`, named by its `title` and described by `description`.',
      'Focus moves to the close button (or `initialFocus`), Tab stays inside, and focus returns to the opener on close.',
      'Escape and the Close button (`closeLabel`) close it; the page behind is inert and does not scroll.',
      'Its entrance stops under reduced motion.',
    ],
    overlayFrame: '560px',
  }),
} satisfies Meta<OverlayStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Try every prop from the Controls panel (open from the start). */
export const Playground: Story = {
  render: ({ startOpen: _startOpen, ...args }) => <FullScreenOverlay {...args} />,
  play: async ({ args }) => {
    expect(await body.findByRole('dialog')).toHaveAccessibleName(String(args.title));
  },
};

/** Opened from Add to Cart it covers the whole window; Escape closes it and focus goes back. */
export const CoversTheViewport: Story = {
  parameters: closedFrame,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const overlay = await body.findByRole('dialog', { name: 'Added to Cart' });
    const box = overlay.getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).toEqual([0, 0, window.innerWidth, window.innerHeight]);
    expect(overlay).toHaveAccessibleDescription('Customers who bought Founder Metrics Dashboard also bought:');
    expect(within(overlay).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    expect(args.onClose).toHaveBeenCalledTimes(1);
    expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  },
};

/** On a phone: the full width, its actions inside the screen. */
export const OnPhone: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    const overlay = await body.findByRole('dialog', { name: 'Added to Cart' });
    expect(overlay.getBoundingClientRect().width).toBe(window.innerWidth);
    const actions = within(overlay).getByRole('button', { name: 'View Cart' });
    expect(actions.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Open at rest on the light surface. */
export const OpenAtRest: Story = {
  args: { startOpen: true },
  play: async () => {
    expect(await body.findByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
  },
};

/** Open at rest on the ink surface. */
export const InkOpenAtRest: Story = {
  args: { startOpen: true, tone: 'ink' },
  play: async () => {
    const overlay = await body.findByRole('dialog', { name: 'Added to Cart' });
    expect(getComputedStyle(overlay).color).toBe('rgb(255, 255, 255)');
  },
};
