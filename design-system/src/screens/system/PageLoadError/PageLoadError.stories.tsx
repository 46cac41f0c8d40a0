import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { atViewport } from '../../../testing/viewports';
import { isLoadFailure, PageLoadError } from './PageLoadError';

const meta = {
  title: 'System/PageLoadError',
  component: PageLoadError,
  args: { reason: 'unreachable', onRetry: fn() },
  parameters: { layout: 'fullscreen', route: '/about' },
} satisfies Meta<typeof PageLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's code could not be fetched (the server or the connection is down): why, and Try again. */
export const Unreachable: Story = {
  play: async ({ canvas, args }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    expect(canvas.getByRole('alert')).toHaveTextContent(
      'The shop’s server did not answer. Check your connection, then try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    expect(args.onRetry).toHaveBeenCalledOnce();
    expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const UnreachableMobile: Story = { ...Unreachable, globals: atViewport('mobile375') };

/** The page broke while showing: the spec's own words for a failure. */
export const Failed: Story = {
  args: { reason: 'failed' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A chunk the browser could not fetch is told apart from a fault of the page. */
export const TellsALoadFailureApart: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the same picture as Unreachable: it checks how failures are told apart' },
  },
  play: async () => {
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/AboutPage.js'))).toBe(
      true,
    );
    expect(isLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isLoadFailure(new Error('Failed to fetch dynamically imported module'))).toBe(false);
  },
};
