import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { atViewport } from '../../testing/viewports';
import { Button } from '../Button';
import { Link } from '../Link';
import { Drawer, type DrawerProps } from './Drawer';

function DrawerDemo({
  startOpen = false,
  ...props
}: Omit<DrawerProps, 'open' | 'onClose'> & { onClose?: () => void; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer
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

const menu = (
  <nav aria-label="Main">
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16 }}>
      {[
        ['About', '/about'],
        ['Store', '/products'],
        ['Services', '/services'],
        ['Blog', '/blog'],
        ['Contact Us', '/contact'],
      ].map(([label, href]) => (
        <li key={href}>
          <Link href={href!} variant="inverse">
            {label}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
);

const meta = {
  title: 'Primitives/Drawer',
  component: DrawerDemo,
  args: {
    title: 'Your Cart',
    side: 'right',
    onClose: fn(),
    children: <p style={{ margin: 0 }}>Founder Metrics Dashboard · Rs 1,499.00</p>,
    footer: <Button fullWidth>Pay Now - Rs 1,499.00</Button>,
  },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function open(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.click(canvas.getByRole('button', { name: 'Open drawer' }));
  return body.findByRole('dialog', { name });
}

export const RightCartPanel: Story = {
  play: async ({ canvas, args }) => {
    const drawer = await open(canvas, 'Your Cart');
    expect(drawer).toHaveAttribute('data-side', 'right');
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() =>
      expect(drawer.getBoundingClientRect().right).toBeCloseTo(document.documentElement.clientWidth, 0),
    );
    expect(stopsUnderReducedMotion(drawer, 'animation')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    expect(args.onClose).toHaveBeenCalledTimes(1);
    expect(canvas.getByRole('button', { name: 'Open drawer' })).toHaveFocus();
  },
};

export const LeftMobileMenu: Story = {
  args: { title: 'Menu', side: 'left', tone: 'ink', children: menu, footer: undefined },
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    const drawer = await open(canvas, 'Menu');
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    await userEvent.tab();
    expect(within(drawer).getByRole('link', { name: 'About' })).toHaveFocus();
    // A tap on the strip of page left visible beside the menu closes it.
    expect(drawer.getBoundingClientRect().right).toBeLessThan(window.innerWidth);
    fireEvent.mouseDown(body.getByTestId('drawer-backdrop'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const BottomSheet: Story = {
  args: { title: 'Choose a plan', side: 'bottom', footer: <Button fullWidth>Continue</Button> },
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    const drawer = await open(canvas, 'Choose a plan');
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    expect(drawer.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
  },
};

/** The cart panel at rest, open, for the visual tests (not shown on the docs page, which it would cover). */
export const OpenAtRest: Story = {
  args: { startOpen: true },
  tags: ['!autodocs'],
  play: async () => {
    expect(await body.findByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  },
};
