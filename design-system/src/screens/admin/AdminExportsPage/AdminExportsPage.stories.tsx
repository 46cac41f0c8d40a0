import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { adminExportsHandlers } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { seedShopOrders } from '../adminStoryData';
import { AdminExportsPage } from './AdminExportsPage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Admin/AdminExportsPage',
  component: AdminExportsPage,
  parameters: {
    ...screenDocs({
      purpose:
        "CSV files for the accountant (invoices, credit notes, subscribers) for a range of India days, fetched with the merchant's session and saved under the server's file name.",
      where:
        '`/admin/exports`, inside the merchant console (`AdminConsole`, its own chunk), inside the site layout; merchants only (the e-mails of `ADMIN_EMAILS`).',
      calls: ['adminExport'],
      accessibility: [
        'One `<h1>` in the ink band, focusable and focused after navigation; the console\'s tabs are a `nav` named "Console", the current one `aria-current="page"`.',
        'Loading is a `role="status"` skeleton named for what loads; a failed load is a danger `Banner` (`role="alert"`) with Try again.',
        "The range's two dates are labelled fields; a range that ends before it starts is refused under the field, and nothing is fetched.",
        'Each download button\'s name says which file ("Download credit notes CSV"); while one is on its way every button waits, and a failure is an alert.',
      ],
    }),
    layout: 'fullscreen',
    route: '/admin/exports',
    store: merchantStore(),
  },
} satisfies Meta<typeof AdminExportsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month so far (India time), three files to download; the console's tab is marked. */
export const Default: Story = {
  play: async ({ canvas }) => {
    expect(await canvas.findByLabelText('From')).toHaveValue('2026-01-01');
    expect(canvas.getByLabelText('To')).toHaveValue('2026-01-15');
    expect(canvas.getAllByRole('button', { name: /^Download .* CSV$/ })).toHaveLength(3);
    expect(canvas.getByRole('link', { name: 'Exports' })).toHaveAttribute('aria-current', 'page');
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/** Many orders: the invoices file is fetched with the session and saved under the server's name. */
export const DownloadsInvoices: Story = {
  loaders: [() => seedShopOrders(40)],
  parameters: { visual: { reason: 'the same picture as Default: it tests the download' } },
  play: async ({ canvas }) => {
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const from = await canvas.findByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Download invoices CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoices-2026-11-01-to-2026-11-30.csv');
  },
};

/** A range that ends before it starts is refused under the field, and nothing is fetched. */
export const RangeBackwards: Story = {
  play: async ({ canvas }) => {
    const to = await canvas.findByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-12-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Download subscribers CSV' }));
    expect(await canvas.findByText('The first day must come before the last.')).toBeVisible();
  },
};

/** The server fails a download: "The export could not be downloaded". */
export const DownloadFailed: Story = {
  parameters: { msw: { handlers: { adminExports: adminExportsHandlers.serverError } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download credit notes CSV' }));
    expect(await canvas.findByText('The export could not be downloaded')).toBeVisible();
  },
};

/** `DownloadFailed` at phone width (375 px). */
export const DownloadFailedMobile: Story = { ...DownloadFailed, globals: atViewport('mobile375') };

/** While the file is on its way, every button waits. */
export const Downloading: Story = {
  parameters: { msw: { handlers: { adminExports: adminExportsHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download invoices CSV' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Download subscribers CSV' })).toBeDisabled());
  },
};
