import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { healthHandlers } from '../../../mocks';
import { atViewport } from '../../../testing/viewports';
import { StatusPage } from './StatusPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/StatusPage',
  component: StatusPage,
  parameters: {
    ...screenDocs({
      purpose:
        "The shop's health as `GET /api/health` reports it (the service, the database, the payment provider), the state of each part in words, and past incidents from content; Check again asks once more.",
      where: '`/status`, inside the site layout; linked from the footer.',
      calls: ['health'],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "Each part is a `section` named by its `<h2>` (`aria-labelledby`), so the landmarks list reads as the page's contents.",
        'The overall state is a `role="status"` line, so a new answer after Check again is announced.',
        'Each state is written in words beside its colour, never colour alone.',
      ],
    }),
    layout: 'fullscreen',
    route: '/status',
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const services = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Services' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A healthy answer from GET /api/health (demo mode: simulated payments). */
export const Operational: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'System status' })).toHaveAttribute('tabindex', '-1');
    await expect(document.title).toBe('System status | Profit');
    await expect(await canvas.findByRole('heading', { name: 'All Systems Operational' })).toBeVisible();
    await expect(canvas.getByText('Demo mode: payments are simulated, no money moves.')).toBeVisible();
    await expect(services(canvas).every((text) => text?.endsWith('Operational'))).toBe(true);
    for (const status of ['Monitoring', 'Resolved'])
      await expect(canvas.getAllByText(status).length).toBeGreaterThan(0);
  },
};

/** `Operational` at phone width (375 px). */
export const OperationalMobile: Story = {
  globals: atViewport('mobile375'),
  parameters: { msw: { handlers: { health: healthHandlers.live } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'All Systems Operational' })).toBeVisible();
    await expect(canvas.getByText('Payments are processed by Razorpay.')).toBeVisible();
  },
};

/** The API answers 503 (its database is down): what needs the database is out, the storefront is up. */
export const PartialOutage: Story = {
  globals: atViewport('desktop1280'),
  parameters: { msw: { handlers: { health: healthHandlers.databaseDown } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Partial Outage' })).toBeVisible();
    await expect(services(canvas)).toEqual([
      'Storefront and catalogueOperational',
      'Sign-in with GoogleOutage',
      'Checkout and paymentsOutage',
      'Orders and downloadsOutage',
      'Contact and bug reportsOutage',
    ]);
  },
};

/** The API fails (500). */
export const MajorOutage: Story = {
  globals: atViewport('desktop1280'),
  parameters: { msw: { handlers: { health: healthHandlers.serverError } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Major Outage' })).toBeVisible();
    await expect(services(canvas).every((text) => text?.endsWith('Outage'))).toBe(true);
  },
};

/** No answer at all; Check again asks once more and reports what it hears. */
export const UnknownStatus: Story = {
  globals: atViewport('mobile375'),
  parameters: { msw: { handlers: { health: healthHandlers.slowNetworkFailure } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unknown Status' })).toBeVisible();
    await expect(services(canvas).every((text) => text?.endsWith('Unknown'))).toBe(true);
    const fetches = spyOn(window, 'fetch');
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
      await expect(await canvas.findByRole('status', { name: 'Checking the status' })).toBeVisible();
      await waitFor(() =>
        expect(
          fetches.mock.calls.some(([input]) =>
            (input instanceof Request ? input.url : String(input)).endsWith('/health'),
          ),
        ).toBe(true),
      );
      // With no answer yet the check starts afresh (the verdict gives way to the skeleton): query anew
      // until the second failure is on screen, rather than hold on to the first heading.
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'Unknown Status' })).toBeVisible());
      // The skeleton took the pressed button away; focus is back on the new one.
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Check again' })).toHaveFocus());
    } finally {
      fetches.mockRestore();
    }
  },
};
