import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ClockProvider, createManualClock, type ManualClock } from '../clock';
import { useAutoDismiss } from './useAutoDismiss';

function Toast({ onGone }: { onGone: () => void }) {
  const { paused, handlers } = useAutoDismiss({ duration: 10_000, onDismiss: onGone });
  return (
    <div role="status" {...handlers} style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16 }}>
      <span>Item added to cart{paused ? ' (paused)' : ''}</span>
      <Button size="sm" variant="secondary">
        Undo
      </Button>
    </div>
  );
}

/** A fresh manual clock per story (see `beforeEach`), which the play function advances. */
let clock: ManualClock = createManualClock();

/** A notice that leaves after 10 s of the manual clock. */
function AutoDismissDemo() {
  const [shown, setShown] = useState(true);
  return (
    <ClockProvider clock={clock}>
      {shown ? <Toast onGone={() => setShown(false)} /> : <p>Dismissed</p>}
      <p>
        <button type="button">Elsewhere</button>
      </p>
    </ClockProvider>
  );
}

const meta = {
  title: 'Primitives/useAutoDismiss',
  component: AutoDismissDemo,
  beforeEach: () => {
    clock = createManualClock();
  },
} satisfies Meta<typeof AutoDismissDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const advance = async (ms: number) => {
  clock.advance(ms);
  await new Promise((resolve) => requestAnimationFrame(resolve));
};

export const DismissesAfterTenSeconds: Story = {
  play: async ({ canvas }) => {
    await advance(9_999);
    expect(canvas.getByText('Item added to cart')).toBeInTheDocument();
    await advance(1);
    await waitFor(() => expect(canvas.getByText('Dismissed')).toBeInTheDocument());
  },
};

export const PausesWhileHovered: Story = {
  play: async ({ canvas }) => {
    await advance(6_000);
    await userEvent.hover(canvas.getByRole('status'));
    await waitFor(() => expect(canvas.getByText('Item added to cart (paused)')).toBeInTheDocument());
    await advance(60_000);
    expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.unhover(canvas.getByRole('status'));
    await waitFor(() => expect(canvas.getByText('Item added to cart')).toBeInTheDocument());
    // The 4 s that were left, not a fresh 10 s.
    await advance(3_999);
    expect(canvas.queryByText('Dismissed')).toBeNull();
    await advance(1);
    await waitFor(() => expect(canvas.getByText('Dismissed')).toBeInTheDocument());
  },
};

export const PausesWhileFocused: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Undo' }).focus();
    await waitFor(() => expect(canvas.getByText('Item added to cart (paused)')).toBeInTheDocument());
    await advance(60_000);
    expect(canvas.getByRole('status')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Elsewhere' }).focus();
    await waitFor(() => expect(canvas.getByText('Item added to cart')).toBeInTheDocument());
    await advance(10_000);
    await waitFor(() => expect(canvas.getByText('Dismissed')).toBeInTheDocument());
  },
};
