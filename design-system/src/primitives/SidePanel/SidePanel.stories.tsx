import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { Button } from '../Button';
import { SidePanel, type SidePanelProps } from './SidePanel';

function PanelDemo(props: Omit<SidePanelProps, 'open' | 'onClose'> & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
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

const meta = {
  title: 'Primitives/SidePanel',
  component: PanelDemo,
  args: {
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
} satisfies Meta<typeof PanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

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

export const EscapeClosesAndReturnsFocus: Story = {
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

export const BackdropCloses: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open cart' }));
    await body.findByRole('dialog');
    const backdrop = body.getByTestId('drawer-backdrop');
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
