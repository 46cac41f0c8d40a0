import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { stopsUnderReducedMotion } from '../../testing/reducedMotion';
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
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const track = (canvasElement: HTMLElement) => canvasElement.querySelector('section > div') as HTMLElement;

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

export const PausesOnHover: Story = {
  decorators: [withMotion],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('region'));
    await waitFor(() => expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused'));
    await userEvent.unhover(canvas.getByRole('region'));
    await waitFor(() => expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('running'));
  },
};

export const PausesOnFocus: Story = {
  decorators: [withMotion],
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('link', { name: 'Ananya, Pune' }).focus();
    await waitFor(() => expect(getComputedStyle(track(canvasElement)).animationPlayState).toBe('paused'));
  },
};

export const PauseButton: Story = {
  decorators: [withMotion],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause What founders say' }));
    expect(canvas.getByRole('region')).toHaveAttribute('data-running', 'false');
    expect(canvas.getByRole('button', { name: 'Play What founders say' })).toBeInTheDocument();
  },
};

export const ReducedMotion: Story = {
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
  },
};
