import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { closedFrame, componentDocs, noControl, radioOf } from '../../testing/componentDocs';
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

/** The drawer's props, and whether the demo around it starts open. */
type DrawerStoryArgs = DrawerProps & { startOpen?: boolean };

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    open: true,
    title: 'Your Cart',
    side: 'right',
    onClose: fn(),
    children: <p style={{ margin: 0 }}>Founder Metrics Dashboard · Rs 1,499.00</p>,
    footer: <Button fullWidth>Pay Now - Rs 1,499.00</Button>,
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    hideTitle: { control: 'boolean' },
    side: radioOf(['left', 'right', 'bottom']),
    tone: radioOf(['surface', 'ink']),
    closeLabel: { control: 'text' },
    children: noControl,
    footer: noControl,
    onClose: noControl,
    initialFocus: noControl,
    returnFocus: noControl,
    startOpen: { table: { disable: true } },
  },
  render: ({ open: _open, ...args }) => <DrawerDemo {...args} />,
  parameters: componentDocs({
    purpose:
      'A drawer slides in from an edge over the page for something the customer looks at and leaves: the cart ' +
      '(right), the mobile menu (left, in ink) or a short choice on a phone (a bottom sheet). The page behind is ' +
      'dimmed and inert; a footer (a total and Pay Now) stays in view while the body scrolls.',
    avoid: [
      'A question that needs an answer before going on: use `Dialog`.',
      'Content that should sit beside the page without blocking it (filters on a wide screen): use `SidePanel`.',
      'A long form or a task with steps: give it a page.',
    ],
    accessibility: [
      '`role="dialog"` with `aria-modal`, named by its `title` (kept for screen readers with `hideTitle`).',
      'Focus moves to the close button (or `initialFocus`) on open, Tab stays inside, focus returns to the opener on close.',
      'Escape, the Close button (`closeLabel`) and a tap on the page beside it close it; stacked over other modals, Escape closes only the top one.',
      'The slide-in stops under reduced motion.',
    ],
    overlayFrame: '520px',
  }),
} satisfies Meta<DrawerStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

async function open(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.click(canvas.getByRole('button', { name: 'Open drawer' }));
  return body.findByRole('dialog', { name });
}

/** Try every prop from the Controls panel (open from the start). */
export const Playground: Story = {
  render: ({ startOpen: _startOpen, ...args }) => <Drawer {...args} />,
  play: async ({ args }) => {
    expect(await body.findByRole('dialog')).toHaveAccessibleName(String(args.title));
  },
};

/** The cart panel from the right, a total and Pay Now pinned in its footer. */
export const RightCartPanel: Story = {
  args: { startOpen: true },
  play: async () => {
    const drawer = await body.findByRole('dialog', { name: 'Your Cart' });
    expect(drawer).toHaveAttribute('data-side', 'right');
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() =>
      expect(drawer.getBoundingClientRect().right).toBeCloseTo(document.documentElement.clientWidth, 0),
    );
    expect(stopsUnderReducedMotion(drawer, 'animation')).toBe(true);
  },
};

/** Opened from its button, Escape closes it and focus goes back to that button. */
export const EscapeCloses: Story = {
  parameters: closedFrame,
  play: async ({ canvas, args }) => {
    await open(canvas, 'Your Cart');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    expect(args.onClose).toHaveBeenCalledTimes(1);
    expect(canvas.getByRole('button', { name: 'Open drawer' })).toHaveFocus();
  },
};

const mobileMenuArgs = { title: 'Menu', side: 'left', tone: 'ink', children: menu, footer: undefined } as const;

/** The mobile menu from the left, in ink, with a strip of the page left visible. */
export const LeftMobileMenu: Story = {
  args: { ...mobileMenuArgs, startOpen: true },
  globals: atViewport('mobile375'),
  play: async () => {
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    expect(drawer.getBoundingClientRect().right).toBeLessThan(window.innerWidth);
  },
};

/** In the menu, Tab reaches its links; a tap on the strip of page beside it closes it. */
export const MenuBackdropCloses: Story = {
  args: mobileMenuArgs,
  globals: atViewport('mobile375'),
  parameters: closedFrame,
  play: async ({ canvas }) => {
    const drawer = await open(canvas, 'Menu');
    await userEvent.tab();
    expect(within(drawer).getByRole('link', { name: 'About' })).toHaveFocus();
    fireEvent.mouseDown(body.getByTestId('drawer-backdrop'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A sheet from the bottom on a phone, the full width of the screen. */
export const BottomSheet: Story = {
  args: { title: 'Choose a plan', side: 'bottom', footer: <Button fullWidth>Continue</Button>, startOpen: true },
  globals: atViewport('mobile375'),
  play: async () => {
    const drawer = await body.findByRole('dialog', { name: 'Choose a plan' });
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    expect(drawer.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
  },
};
