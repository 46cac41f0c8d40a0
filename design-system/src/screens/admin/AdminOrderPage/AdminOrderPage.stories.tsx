import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import { ADMIN_ENDPOINTS, ADMIN_REFUND_MESSAGES, CATALOGUE, merchantRefundMessage } from '@profit/contract';
import { adminHandlers, apiUrl, errorResponse, mockDb, STORY_USER } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { seedShopOrders } from '../adminStoryData';
import { AdminOrderPage } from './AdminOrderPage';
import { screenDocs } from '../../../testing/screenDocs';

const dashboard = CATALOGUE.find((product) => product.id === 'founder-metrics-dashboard')!;

const meta = {
  title: 'Admin/AdminOrderPage',
  component: AdminOrderPage,
  parameters: {
    ...screenDocs({
      purpose:
        'One order: who bought what, its invoice and credit notes as PDF, its timeline and e-mails, and a refund of some or all of its lines with a reason.',
      where:
        '`/admin/orders/:id`, inside the merchant console (`AdminConsole`, its own chunk), inside the site layout; merchants only (the e-mails of `ADMIN_EMAILS`).',
      calls: ['adminOrder', 'adminRefund', 'adminInvoicePdf', 'adminCreditNotePdf'],
      accessibility: [
        'One `<h1>` in the ink band, focusable and focused after navigation; the console\'s tabs are a `nav` named "Console", the current one `aria-current="page"`.',
        'Loading is a `role="status"` skeleton named for what loads; a failed load is a danger `Banner` (`role="alert"`) with Try again.',
        'The refund is a form: each line a labelled checkbox (lines refunded already are ticked and disabled) and a reason of at least three characters; it can be done with the keyboard alone.',
        "Refund asks once more: focus moves to the confirm step's first button, then to the result (a success `Banner`) once it is made; a refused refund shows the server's words and refunds nothing.",
      ],
    }),
    layout: 'fullscreen',
    route: '/admin/orders/ord_seed_1',
    store: merchantStore(),
  },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/admin/orders/:id" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof AdminOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asha's paid order: who bought it, its invoice, its timeline and receipt, and a refund to make. */
export const Default: Story = {
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 1, name: dashboard.title })).toBeVisible();
    expect(canvas.getByText(`${STORY_USER.name} · ${STORY_USER.email}`)).toBeVisible();
    expect(canvas.getByRole('checkbox', { name: `${dashboard.title} · Rs 499.00` })).toBeChecked();
    expect(canvas.getByRole('button', { name: 'Refund Rs 499.00' })).toBeEnabled();
    const timeline = canvas.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Order created for 1 product(s)')).toBeVisible();
    expect(canvas.getByText('No refunds.')).toBeVisible();
  },
};

/** The merchant downloads the buyer's invoice, under the server's file name. */
export const DownloadsTheInvoice: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the same picture as Default: it tests the download' },
  },
  play: async ({ canvas }) => {
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download invoice PRF/26-27/000001' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('invoice-PRF-26-27-000001.pdf');
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/**
 * The refund with the keyboard alone: tick, reason, Refund, then Yes: the order reads refunded, its
 * credit note and refund e-mail appear, and nothing is left to refund.
 */
export const RefundWithTheKeyboard: Story = {
  // Its phone twin below pictures 375 px.
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: dashboard.title });
    canvas.getByRole('textbox', { name: 'Reason' }).focus();
    await userEvent.keyboard('Asked within the 30-day guarantee');
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Refund Rs 499.00' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const yes = await canvas.findByRole('button', { name: 'Yes, refund Rs 499.00' });
    await waitFor(() => expect(yes).toHaveFocus());
    await waitFor(() => expect(canvas.getByText('Refund Rs 499.00 to asha@example.in?')).toBeVisible());
    await userEvent.keyboard('{Enter}');
    // The order is fetched again after the refund: its page settles before it is read.
    await waitFor(() => expect(canvas.getByText('Rs 499.00 refunded')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Rs 499.00 refunded').closest('[tabindex="-1"]')).toHaveFocus());
    await waitFor(() => {
      expect(canvas.getByText('Every line of this order is refunded.')).toBeVisible();
      const refunds = canvas.getByRole('list', { name: 'Refunds' });
      expect(within(refunds).getByText('Asked within the 30-day guarantee')).toBeVisible();
      expect(within(refunds).getByText('By owner@profit.demo', { exact: false })).toBeVisible();
      expect(within(canvas.getByRole('list', { name: 'E-mails' })).getAllByRole('listitem')).toHaveLength(2);
      expect(canvas.getByRole('button', { name: /^Download credit note PCN\// })).toBeVisible();
    });
    const order = mockDb.ordersOf(STORY_USER.id).find((candidate) => candidate.id === 'ord_seed_1')!;
    expect(order.status).toBe('refunded');
    expect(order.refunds[0]!.message).toBe(merchantRefundMessage(dashboard.price, 'processed'));
  },
};

/** `RefundWithTheKeyboard` at phone width (375 px). */
export const RefundWithTheKeyboardMobile: Story = { ...RefundWithTheKeyboard, globals: atViewport('mobile375') };

/** An order that is not paid offers no refund. */
export const NotPaid: Story = {
  loaders: [() => seedShopOrders(8)],
  parameters: { route: '/admin/orders/ord_shop_006' },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Only a paid order can be refunded.')).toBeVisible();
    expect(canvas.queryByRole('button', { name: /^Refund/ })).toBeNull();
  },
};

/** One line of two refunded: that line is ticked off and disabled, the other stays refundable. */
export const RefundOneLineOfTwo: Story = {
  loaders: [() => seedShopOrders(19)],
  parameters: { route: '/admin/orders/ord_shop_018' },
  play: async ({ canvas }) => {
    const boxes = await canvas.findAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    await userEvent.click(boxes[1]!);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'One kit did not suit');
    await userEvent.click(canvas.getByRole('button', { name: /^Refund Rs/ }));
    await userEvent.click(await canvas.findByRole('button', { name: /^Yes, refund/ }));
    await canvas.findByRole('list', { name: 'Refunds' });
    const after = canvas.getAllByRole('checkbox');
    expect(after[0]).toBeDisabled();
    expect(after[1]).toBeEnabled();
    expect(after[1]).toBeChecked();
  },
};

/** The server refuses a refund of lines refunded meanwhile (another merchant): its words, nothing refunded. */
export const RefundRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        admin: [
          http.post(apiUrl(ADMIN_ENDPOINTS.adminRefund.path), () =>
            errorResponse(409, 'PRECONDITION_FAILED', ADMIN_REFUND_MESSAGES.alreadyRefunded([dashboard.title])),
          ),
          ...adminHandlers.ok,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Reason' }), 'Asked within 30 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Refund Rs 499.00' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, refund Rs 499.00' }));
    expect(await canvas.findByText('The refund was not made')).toBeVisible();
    expect(canvas.getByText(ADMIN_REFUND_MESSAGES.alreadyRefunded([dashboard.title]))).toBeVisible();
  },
};

/** While the order load: the "Loading the order..." status skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading the order...' })).toBeInTheDocument();
  },
};

/** The server fails: "The order could not be loaded" with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { admin: adminHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The order could not be loaded')).toBeVisible();
  },
};

/** `LoadFailed` at phone width (375 px). */
export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };
