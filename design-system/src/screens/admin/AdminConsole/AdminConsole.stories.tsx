import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { http } from 'msw';
import { ADMIN_MESSAGES } from '@profit/contract';
import { expect, userEvent, waitFor } from 'storybook/test';
import { apiUrl, errorResponse } from '../../../mocks';
import { NOT_FOUND_TEXT } from '../../system/NotFoundPage/NotFoundPage';
import { signedInStore, merchantStore, signedOutStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { AdminConsole } from './AdminConsole';
import { screenDocs } from '../../../testing/screenDocs';

// The console's gate and pages, mounted at `/admin/*` as the storefront mounts it.
const meta = {
  title: 'Admin/AdminConsole',
  component: AdminConsole,
  parameters: {
    ...screenDocs({
      purpose:
        "The merchant console: its pages by address (overview, orders, audit log, customers, support, exports, subscribers, outbox, speed), behind the sign-in and the merchant's role. A shopper gets the Not Found page and no console call leaves the browser.",
      where: '`/admin/*`, its own chunk loaded only there, inside the site layout.',
      calls: ['profile'],
      accessibility: [
        'Each console page has one `<h1>` and the "Console" `nav` with the current page marked.',
        'A guest is sent to `/signin` and back; a shopper sees the ordinary Not Found page, so nothing says the console exists.',
      ],
    }),
    layout: 'fullscreen',
    route: '/admin',
    store: merchantStore(),
  },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/admin/*" element={<Story />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof AdminConsole>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's owner opens /admin and lands on the overview; the orders are a tab away. */
export const Merchant: Story = {
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Orders' }));
    expect(await canvas.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('story-location')).toHaveTextContent('/admin/orders'));
  },
};

/** `Merchant` at phone width (375 px). */
export const MerchantMobile: Story = { ...Merchant, globals: atViewport('mobile375') };

/** Every console call a story's browser made (the shopper's must make none). */
const consoleCalls: string[] = [];
const recordConsoleCalls = [
  http.all(apiUrl('/admin/*'), ({ request }) => {
    consoleCalls.push(request.url);
    return errorResponse(403, 'FORBIDDEN', ADMIN_MESSAGES.merchantsOnly);
  }),
];

/** A shopper at /admin gets the not-found page, and no console call leaves the browser. */
export const Shopper: Story = {
  parameters: { store: signedInStore(), msw: { handlers: { admin: recordConsoleCalls } } },
  loaders: [() => void consoleCalls.splice(0)],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT.title })).toBeVisible();
    expect(canvas.queryByRole('heading', { name: 'Orders' })).toBeNull();
    expect(consoleCalls).toEqual([]);
  },
};

/** A guest is asked to sign in first, and comes back after. */
export const Guest: Story = {
  parameters: { store: signedOutStore() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('story-location')).toHaveTextContent('/signin'));
  },
};
