import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { componentDocs, noControl, radioOf } from '../../testing/componentDocs';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
import { atViewport } from '../../testing/viewports';
import { theme } from '../../tokens';
import { MotionProvider } from '../clock';
import { Marquee } from './Marquee';

const quotes = [
  ['Ananya, Pune', 'The GST tracker paid for itself in the first month.'],
  ['Rohit, Jaipur', 'Our Instagram grew 3x with the playbook.'],
  ['Sara, Kochi', 'The CRM template runs my whole studio.'],
  ['Vikram, Delhi', 'Dashboards my investors actually read.'],
].map(([who, quote]) => (
  <figure
    key={who}
    style={{
      margin: 0,
      width: 280,
      padding: 16,
      borderRadius: 16,
      background: theme.colors.surface,
      boxShadow: theme.elevation[1],
    }}
  >
    <blockquote style={{ margin: 0 }}>{quote}</blockquote>
    <figcaption style={{ marginTop: 8, color: theme.colors.textMuted }}>
      <a href="#testimonials">{who}</a>
    </figcaption>
  </figure>
));

const withMotion: Decorator = (Story) => (
  <MotionProvider reduced={false}>
    <Story />
  </MotionProvider>
);

const meta = {
  title: 'Primitives/Marquee',
  component: Marquee,
  args: { label: 'What founders say', children: quotes },
  argTypes: {
    label: { control: 'text' },
    seconds: { control: { type: 'number', min: 5, step: 5 } },
    tone: radioOf(['surface', 'ink']),
    children: noControl,
  },
  parameters: componentDocs({
    purpose:
      'A strip that loops its items sideways (testimonials, logos), to show that there are many without ' +
      'asking for a click. It pauses while hovered or while focus is inside it, has a pause button, and stands ' +
      'still with every item visible under reduced motion.',
    avoid: [
      'Anything a shopper must read or act on in time (offers, prices, notices): moving text is hard to read; use a grid or a list.',
      'Fewer items than fill the width: show them still.',
      'Two moving strips in one view.',
    ],
    accessibility: [
      'A `section` region named by `label`, its items a list; the second copy that makes the loop seamless is `aria-hidden` and `inert`, so each item is read and tabbed to once.',
      'Moving content can be stopped (WCAG 2.2.2): the labelled Pause/Play button ("Pause What founders say"), and hover or focus inside pause it too.',
      'Reduced motion: no movement and no button, the items wrap in rows.',
      'It announces nothing as it moves.',
    ],
  }),
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const track = (canvasElement: HTMLElement) => canvasElement.querySelector('section > div') as HTMLElement;

/** Try every prop from the Controls panel (here under the machine's own motion preference). */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: args.label });
    expect(within(region).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Moving: one copy for people, a hidden copy for the seamless loop, the pause button in the corner. */
export const Running: Story = {
  decorators: [withMotion],
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'What founders say' });
    expect(region).toHaveAttribute('data-running', 'true');
    // One copy for people, one hidden copy for the seamless loop.
    expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running');
    expect(stopsUnderReducedMotion(track(canvasElement), 'animation')).toBe(true);
  },
};

/** Hovered: the strip holds still until the pointer leaves. */
export const PausesOnHover: Story = {
  decorators: [withMotion],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('region'));
    await waitFor(() => expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused'));
    await userEvent.unhover(canvas.getByRole('region'));
    await waitFor(() => expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running'));
  },
};

/** Focus on a link inside: the strip holds still while it is there. */
export const PausesOnFocus: Story = {
  decorators: [withMotion],
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('link', { name: 'Ananya, Pune' }).focus();
    await waitFor(() => expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused'));
  },
};

/** Paused by its button, which now offers Play. */
export const PauseButton: Story = {
  decorators: [withMotion],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause What founders say' }));
    expect(canvas.getByRole('region')).toHaveAttribute('data-running', 'false');
    expect(canvas.getByRole('button', { name: 'Play What founders say' })).toBeInTheDocument();
  },
};

/** Reduced motion: still, every item once, wrapped in rows within the strip, no button (here at phone width). */
export const ReducedMotion: Story = {
  globals: atViewport('mobile375'),
  decorators: [
    (Story) => (
      <MotionProvider reduced>
        <Story />
      </MotionProvider>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByRole('region')).toHaveAttribute('data-running', 'false');
    expect(getComputedStyle(track(canvasElement)).animationName).toBe('none');
    expect(canvas.queryByRole('button')).toBeNull();
    expect(canvasElement.querySelectorAll('li')).toHaveLength(4);
    // Every item in view: they wrap inside the strip rather than run past its edge.
    const edge = canvas.getByRole('region').getBoundingClientRect().right;
    for (const item of canvasElement.querySelectorAll('li'))
      expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
  },
};
