import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { componentDocs } from '../../testing/componentDocs';
import { BOTTOM_BAR_ROOM_PROPERTY } from '../../tokens/chrome';
import { BottomBarDemo } from './BottomBarDemo';

const meta = {
  title: 'Primitives/useBottomBarRoom',
  component: BottomBarDemo,
  args: { message: 'Three kits picked for you' },
  argTypes: { message: { control: 'text' } },
  // The bar is fixed to the window: on the docs page each story gets a frame of its own.
  parameters: componentDocs({
    purpose:
      "A hook for a bar fixed at the foot of the screen (the catalogue's recommendations banner): it declares " +
      `the room the bar takes, from its top to the foot, as the page's \`${BOTTOM_BAR_ROOM_PROPERTY}\` CSS ` +
      'property, kept up to date as the bar or the window changes size, and removed when the bar goes. ' +
      'Notifications at the foot add `BOTTOM_BAR_ROOM` to their offset, so they sit above the bar instead of ' +
      'covering its buttons. Put the ref callback it returns on the bar.',
    avoid: [
      'A bar that is not fixed at the foot: it takes no room from the notices.',
      'Two bars at the foot at once: each would declare its own room, the last one wins.',
      'Spacing inside the page: use the spacing tokens; this is for fixed chrome only.',
    ],
    accessibility: [
      'It adds no element and no role: the bar keeps its own (here a labelled `aside`, a landmark).',
      "Its purpose is that notices (live regions) never hide the bar's controls on a phone, so both stay readable and reachable.",
    ],
    overlayFrame: '240px',
  }),
} satisfies Meta<typeof BottomBarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const declaredRoom = () => document.documentElement.style.getPropertyValue(BOTTOM_BAR_ROOM_PROPERTY);

/** Edit the bar's text: the room declared follows its height, and the note stays above it. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('complementary', { name: 'Recommendations' });
    const room = () => window.innerHeight - bar.getBoundingClientRect().top;
    await waitFor(() => expect(parseFloat(declaredRoom())).toBeCloseTo(room(), 0));
    const note = canvas.getByTestId('above-the-bar');
    expect(note.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
  },
};
