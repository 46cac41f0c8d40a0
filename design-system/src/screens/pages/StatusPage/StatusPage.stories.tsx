import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { healthHandlers } from '../../../mocks';
import { atViewport } from '../../../testing/viewports';
import { StatusPage } from './StatusPage';

const meta = {
  title: 'Pages/StatusPage',
  component: StatusPage,
  parameters: { layout: 'fullscreen', route: '/status' },
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
  parameters: { msw: { handlers: { health: healthHandlers.networkFailure } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unknown Status' })).toBeVisible();
    await expect(services(canvas).every((text) => text?.endsWith('Unknown'))).toBe(true);
    const fetches = spyOn(window, 'fetch');
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
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
    } finally {
      fetches.mockRestore();
    }
  },
};
