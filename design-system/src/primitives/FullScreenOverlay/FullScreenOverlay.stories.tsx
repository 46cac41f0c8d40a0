import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

const meta = {
  title: 'Primitives/FullScreenOverlay',
  component: OverlayDemo,
  args: {
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
} satisfies Meta<typeof OverlayDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const CoversTheViewport: Story = {
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

/** The overlay at rest, open, for the visual tests (off the docs page, which it would cover). */
export const OpenAtRest: Story = {
  args: { startOpen: true },
  tags: ['!autodocs'],
  play: async () => {
    expect(await body.findByRole('dialog', { name: 'Added to Cart' })).toBeVisible();
  },
};

export const InkOpenAtRest: Story = {
  args: { startOpen: true, tone: 'ink' },
  tags: ['!autodocs'],
  play: async () => {
    const overlay = await body.findByRole('dialog', { name: 'Added to Cart' });
    expect(getComputedStyle(overlay).color).toBe('rgb(255, 255, 255)');
  },
};
