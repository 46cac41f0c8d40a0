import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { closedFrame, componentDocs, noControl } from '../../testing/componentDocs';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { Button } from '../Button';
import { SidePanel, type SidePanelProps } from './SidePanel';

function PanelDemo({
  startOpen = false,
  ...props
}: Omit<SidePanelProps, 'open' | 'onClose'> & { onClose?: () => void; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open cart</Button>
      <SidePanel
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

/** The panel's props, and whether the demo around it starts open. */
type SidePanelStoryArgs = SidePanelProps & { startOpen?: boolean };

const meta = {
  title: 'Primitives/SidePanel',
  component: SidePanel,
  args: {
    open: true,
    title: 'Hi, Asha Rao',
    onClose: fn(),
    children: (
      <ul aria-label="Cart items">
        <li>Instagram Growth Playbook</li>
        <li>WhatsApp Sales Kit</li>
      </ul>
    ),
    footer: <Button fullWidth>Pay Now</Button>,
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    children: noControl,
    footer: noControl,
    onClose: noControl,
    startOpen: { table: { disable: true } },
  },
  render: ({ open: _open, ...args }) => <PanelDemo {...args} />,
  parameters: componentDocs({
    purpose:
      'The account and cart panel that slides in from the right over the page: a title, a body that scrolls and ' +
      'a footer that stays in view. It is the right-hand `Drawer` with fewer choices, so every right panel looks alike.',
    avoid: [
      'A mobile menu or a bottom sheet: use `Drawer` with `side="left"` or `"bottom"`.',
      'A question that needs an answer: use `Dialog`.',
      'A whole task (checkout): give it a page.',
    ],
    accessibility: [
      '`role="dialog"` with `aria-modal`, named by its `title`.',
      'Focus moves to the Close button on open, Tab stays inside, focus returns to the opener on close.',
      'Escape, the Close button and a click on the page beside it close it.',
      'The slide-in stops under reduced motion.',
    ],
    overlayFrame: '480px',
  }),
} satisfies Meta<SidePanelStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Try every prop from the Controls panel (open from the start). */
export const Playground: Story = {
  render: ({ startOpen: _startOpen, ...args }) => <SidePanel {...args} />,
  play: async ({ args }) => {
    expect(await body.findByRole('dialog')).toHaveAccessibleName(String(args.title));
  },
};

/** Open at rest: the greeting, the cart's items and Pay Now pinned at the bottom. */
export const Open: Story = {
  args: { startOpen: true },
  play: async () => {
    const panel = await body.findByRole('dialog', { name: 'Hi, Asha Rao' });
    expect(within(panel).getByRole('list', { name: 'Cart items' }).children).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'Pay Now' })).toBeVisible();
  },
};

/** Opened from its button: focus on Close, Tab cycles between Close and Pay Now. */
export const OpensAndTrapsFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open cart' }));
    const panel = await body.findByRole('dialog', { name: 'Hi, Asha Rao' });
    expect(within(panel).getByRole('list', { name: 'Cart items' }).children).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(within(panel).getByRole('button', { name: 'Pay Now' })).toHaveFocus();
    await userEvent.tab();
    expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() =>
      expect(panel.getBoundingClientRect().right).toBeCloseTo(document.documentElement.clientWidth, 0),
    );
    expect(stopsUnderReducedMotion(panel, 'animation')).toBe(true);
  },
};

/** Escape closes it and focus goes back to the button that opened it. */
export const EscapeClosesAndReturnsFocus: Story = {
  parameters: closedFrame,
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Open cart' });
    await userEvent.click(opener);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    expect(args.onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  },
};

/** A click on the page beside the panel closes it. */
export const BackdropCloses: Story = {
  parameters: closedFrame,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open cart' }));
    await body.findByRole('dialog');
    const backdrop = body.getByTestId('drawer-backdrop');
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
