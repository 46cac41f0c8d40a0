import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  CATALOGUE,
  duplicateRefundMessage,
  ENDPOINTS,
  guidePdfFacts,
  ORDER_FAILURE_MESSAGES,
  type OrderStatus,
} from '@profit/contract';
import { apiUrl, libraryHandlers, mockDb, ordersHandlers, STORY_TOKEN, STORY_USER } from '../../../mocks';
import { signedInStore, storyCart } from '../../../testing/storyState';
import { closeSimulatedCheckouts, simulatedCheckoutDialog } from '../../shop/SimulatedCheckoutDialog';
import { atViewport } from '../../../testing/viewports';
import { ProfilePage } from './ProfilePage';
import { screenDocs } from '../../../testing/screenDocs';

/** Eight more orders of Asha's, one in each state, on fixed dates (newest first: 19 Nov back to 12 Nov). */
function seedOrderHistory() {
  const statuses: OrderStatus[] = [
    'paid',
    'created',
    'failed',
    'refunded',
    'attempted',
    'partially_refunded',
    'expired',
    'paid',
  ];
  statuses.forEach((status, index) => {
    const product = CATALOGUE[index % CATALOGUE.length]!;
    const day = String(19 - index).padStart(2, '0');
    mockDb.addOrder({
      id: `ord_hist_${index}`,
      userId: STORY_USER.id,
      status,
      amount: product.price,
      currency: 'INR',
      providerOrderId: `order_sim_hist_${index}`,
      paymentId: status === 'created' ? null : `pay_sim_hist_${index}`,
      failure:
        status === 'failed'
          ? { code: 'PAYMENT_DECLINED', message: ORDER_FAILURE_MESSAGES.PAYMENT_DECLINED }
          : status === 'expired'
            ? { code: 'EXPIRED', message: ORDER_FAILURE_MESSAGES.EXPIRED }
            : null,
      amountRefunded: status === 'refunded' ? product.price : status === 'partially_refunded' ? 20_000 : 0,
      createdAt: `2026-11-${day}T09:30:00.000Z`,
      paidAt: ['paid', 'refunded', 'partially_refunded'].includes(status) ? `2026-11-${day}T09:31:00.000Z` : null,
      lines: [{ productId: product.id, title: product.title, price: product.price }],
      extraPayments: [],
      refunds: [],
      billing: null,
      documents: {
        invoiceNumber: ['paid', 'refunded', 'partially_refunded'].includes(status) ? `PRF/26-27/00001${index}` : null,
        creditNotes:
          status === 'refunded'
            ? [{ n: 1, number: `PCN/26-27/00000${index}`, amount: product.price }]
            : status === 'partially_refunded'
              ? [{ n: 1, number: `PCN/26-27/00000${index}`, amount: 20_000 }]
              : [],
      },
    });
  });
  return {};
}

const emptyLibrary = [http.get(apiUrl(ENDPOINTS.library.path), () => HttpResponse.json({ items: [] }))];

const meta = {
  title: 'Account/ProfilePage',
  component: ProfilePage,
  parameters: {
    ...screenDocs({
      purpose:
        "The shopper's own page: who they are, their orders page by page (each with its short number, status in words, GST invoice and credit notes as PDF, and for a checkout never paid, Complete payment and Hide), and their library of kits with downloads.",
      where: '`/profile` (signed-in shoppers only), inside the site layout; linked from the cart panel and the bar.',
      calls: [
        'orders',
        'library',
        'download',
        'invoicePdf',
        'creditNotePdf',
        'hideOrder',
        'createOrder',
        'verifyPayment',
        'order',
        'products',
        'simulatePayment',
      ],
      accessibility: [
        "One `<h1>` (the shopper's name), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        'Orders and library are sections with their own headings; each loads with a `role="status"` skeleton ("Loading orders...").',
        'Either list failing shows a danger `Banner` (`role="alert"`) with Try again in its own sheet, leaving the other list usable.',
        'Each button says what it acts on: "Download Founder Metrics Dashboard", "Tax invoice PRF/26-27/000001 (PDF)", Complete payment and Hide with the order\'s number; a demo shop\'s invoices are said to be samples in text, not only on the PDF.',
      ],
    }),
    layout: 'fullscreen',
    route: '/profile',
    store: signedInStore(),
    services: { loadCheckout: simulatedCheckoutDialog() },
  },
  beforeEach: () => closeSimulatedCheckouts,
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name and e-mail, the one seeded paid order, and its product in the library with a download button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeVisible();
    expect(canvas.getByText('asha@example.in')).toBeVisible();
    const orders = await canvas.findByRole('list', { name: 'Latest orders' });
    expect(within(orders).getByText('Founder Metrics Dashboard')).toBeVisible();
    expect(within(orders).getByText('Paid')).toBeVisible();
    expect(within(orders).getByText('Rs 499.00')).toBeVisible();
    expect(within(orders).getByText('20 Nov 2026')).toBeVisible();
    expect(within(orders).getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
    const library = await canvas.findByRole('list', { name: 'Your downloads' });
    expect(within(library).getByRole('button', { name: 'Download Founder Metrics Dashboard' })).toBeVisible();
    // The Download button gives the PDF guide (its true page count), the link its Markdown source.
    const { pages } = guidePdfFacts('founder-metrics-dashboard')!;
    expect(within(library).getByText(new RegExp(`· PDF guide, ${pages} pages$`))).toBeVisible();
    expect(
      within(library).getByRole('button', { name: 'Download Founder Metrics Dashboard as Markdown (.md)' }),
    ).toBeVisible();
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/**
 * Two tabs paid for the kit Asha already owned: the second order (the kit and another) is paid, and
 * the kit's price was refunded — the order says so in the contract's words. Her library keeps both.
 */
export const RefundedAlreadyOwned: Story = {
  loaders: [
    () => {
      const [dashboard, crm] = [CATALOGUE.find((p) => p.title === 'Founder Metrics Dashboard')!, CATALOGUE[1]!];
      mockDb.addOrder({
        id: 'ord_dup_1',
        userId: STORY_USER.id,
        status: 'partially_refunded',
        amount: dashboard.price + crm.price,
        currency: 'INR',
        providerOrderId: 'order_sim_dup_1',
        paymentId: 'pay_sim_dup_1',
        failure: null,
        amountRefunded: dashboard.price,
        createdAt: '2026-11-21T08:00:00.000Z',
        paidAt: '2026-11-21T08:01:00.000Z',
        lines: [
          { productId: dashboard.id, title: dashboard.title, price: dashboard.price },
          { productId: crm.id, title: crm.title, price: crm.price },
        ],
        extraPayments: [],
        refunds: [
          {
            amount: dashboard.price,
            reason: 'duplicate',
            status: 'processed',
            productIds: [dashboard.id],
            message: duplicateRefundMessage(dashboard.price, [dashboard.title], 'processed'),
          },
        ],
        billing: null,
        documents: {
          invoiceNumber: 'PRF/26-27/000021',
          creditNotes: [],
        },
      });
      return {};
    },
  ],
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('list', { name: 'Latest orders' });
    expect(
      await within(orders).findByText('Rs 499.00 refunded: you already owned Founder Metrics Dashboard.'),
    ).toBeVisible();
    expect(within(orders).getByText('Partly refunded')).toBeVisible();
  },
};

/** `RefundedAlreadyOwned` at phone width (375 px). */
export const RefundedAlreadyOwnedMobile: Story = {
  ...RefundedAlreadyOwned,
  globals: atViewport('mobile375'),
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the same picture as Refunded Already Owned at 375 px' },
  },
};

/**
 * A download: the file goes to the browser under the server's file name, and the object URL that
 * held it is released once the download has started (no blob is kept for the page's lifetime).
 */
export const DownloadReleasesTheFile: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'the same picture as Default: it tests what a download leaves behind' },
  },
  play: async ({ canvas }) => {
    const created = spyOn(URL, 'createObjectURL');
    const revoked = spyOn(URL, 'revokeObjectURL');
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const library = await canvas.findByRole('list', { name: 'Your downloads' });
    await userEvent.click(within(library).getByRole('button', { name: 'Download Founder Metrics Dashboard' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledTimes(1));
    const objectUrl = created.mock.results[0]?.value as string;
    expect(revoked).toHaveBeenCalledWith(objectUrl);
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.href).toBe(objectUrl);
    expect(anchor.download).toBe('founder-metrics-dashboard.pdf');
    expect(revoked.mock.invocationCallOrder[0]).toBeGreaterThan(clicked.mock.invocationCallOrder[0]!);
  },
};

/** Many orders in every state, in words, five to a page, and older ones on request. */
export const ManyOrders: Story = {
  loaders: [seedOrderHistory],
  play: async ({ canvas }) => {
    const latest = await canvas.findByRole('list', { name: 'Latest orders' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(5);
    for (const word of ['Paid', 'Not completed', 'Failed', 'Refunded'])
      expect(within(latest).getAllByText(word).length).toBeGreaterThan(0);
    expect(within(latest).getByText(ORDER_FAILURE_MESSAGES.PAYMENT_DECLINED)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show older orders' }));
    const older = await canvas.findByRole('list', { name: 'Older orders' });
    expect(within(older).getAllByRole('listitem')).toHaveLength(4);
    expect(within(older).getByText('Partly refunded')).toBeVisible();
    // A payment in flight is pending; the expired checkout was never paid.
    expect(within(older).getByText('Pending')).toBeVisible();
    expect(within(older).getByText('Not completed')).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Show older orders' })).toBeNull();
  },
};

/** `ManyOrders` at phone width (375 px). */
export const ManyOrdersMobile: Story = { ...ManyOrders, globals: atViewport('mobile375') };

/** Nothing bought yet: both empty states, and a way to the store. */
export const NothingYet: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.empty, library: emptyLibrary } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    expect(await canvas.findByRole('heading', { name: 'Your library is empty' })).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Browse the store' })).toHaveAttribute('href', '/products');
  },
};

/** `NothingYet` at phone width (375 px). */
export const NothingYetMobile: Story = { ...NothingYet, globals: atViewport('mobile375') };

/** Both lists loading: "Loading orders..." and "Loading your library..." status skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.neverAnswers, library: libraryHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading orders...' })).toBeInTheDocument();
    expect(canvas.getByRole('status', { name: 'Loading your library...' })).toBeInTheDocument();
  },
};

/** Either list failing says so in its own sheet, with Try again, and leaves the other alone. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { orders: ordersHandlers.serverError, library: libraryHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('Your orders could not be loaded')).toBeVisible();
    expect(await canvas.findByText('Your library could not be loaded')).toBeVisible();
    expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** Adds one order of Asha's, the newest, built on the kit at `index` of the catalogue. */
function addOrder(id: string, index: number, change: Partial<Parameters<typeof mockDb.addOrder>[0]>) {
  const product = CATALOGUE[index]!;
  mockDb.addOrder({
    id,
    userId: STORY_USER.id,
    status: 'created',
    amount: product.price,
    currency: 'INR',
    providerOrderId: `order_sim_${id}`,
    paymentId: null,
    failure: null,
    amountRefunded: 0,
    createdAt: '2026-11-22T11:00:00.000Z',
    paidAt: null,
    lines: [{ productId: product.id, title: product.title, price: product.price }],
    extraPayments: [],
    refunds: [],
    billing: { name: 'Asha Rao', state: '29', pinCode: '560001', gstin: null },
    documents: { invoiceNumber: null, creditNotes: [] },
    ...change,
  });
}

/** What a document button handed to the browser: the file name, and the first bytes of the file. */
async function downloadedBy(button: HTMLElement) {
  const created = spyOn(URL, 'createObjectURL');
  const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.click(button);
  await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
  const blob = created.mock.calls[0]?.[0] as Blob;
  return { filename: anchor.download, start: (await blob.text()).slice(0, 5) };
}

/**
 * A paid order: its short number, and its GST tax invoice as a PDF, fetched with the session (the
 * route is the owner's only) and saved under the server's file name.
 */
export const PaidOrderWithInvoice: Story = {
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('list', { name: 'Latest orders' });
    expect(within(orders).getByText(/^Order #SEED1/)).toBeVisible();
    const invoice = within(orders).getByRole('button', { name: 'Tax invoice PRF/26-27/000001 (PDF)' });
    expect(await downloadedBy(invoice)).toEqual({ filename: 'invoice-PRF-26-27-000001.pdf', start: '%PDF-' });
  },
};

/** `PaidOrderWithInvoice` at phone width (375 px). */
export const PaidOrderWithInvoiceMobile: Story = { ...PaidOrderWithInvoice, globals: atViewport('mobile375') };

/** A refunded order: its invoice and the credit note of the refund, with its amount, each a PDF. */
export const RefundedOrderWithCreditNote: Story = {
  loaders: [
    () => {
      addOrder('ord_refunded', 2, {
        status: 'refunded',
        paymentId: 'pay_sim_refunded',
        amountRefunded: CATALOGUE[2]!.price,
        paidAt: '2026-11-22T11:01:00.000Z',
        documents: {
          invoiceNumber: 'PRF/26-27/000002',
          creditNotes: [{ n: 1, number: 'PCN/26-27/000001', amount: CATALOGUE[2]!.price }],
        },
      });
      return {};
    },
  ],
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('list', { name: 'Latest orders' });
    const row = within(orders).getByText(CATALOGUE[2]!.title).closest('li')!;
    expect(within(row).getByText('Refunded')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Tax invoice PRF/26-27/000002 (PDF)' })).toBeVisible();
    const note = within(row).getByRole('button', { name: 'Credit note PCN/26-27/000001 for Rs 499.00 (PDF)' });
    expect(await downloadedBy(note)).toEqual({ filename: 'credit-note-PCN-26-27-000001.pdf', start: '%PDF-' });
  },
};

/** `RefundedOrderWithCreditNote` at phone width (375 px). */
export const RefundedOrderWithCreditNoteMobile: Story = {
  ...RefundedOrderWithCreditNote,
  globals: atViewport('mobile375'),
};

/** A demo store: the profile says its invoices are samples, in the words printed across them. */
export const DemoShopSampleInvoices: Story = {
  parameters: { services: { mode: 'demo', loadCheckout: simulatedCheckoutDialog() } },
  play: async ({ canvas }) => {
    expect(
      await canvas.findByText(
        'A demo store: its invoices and credit notes are samples, marked “Sample invoice — demo store”.',
      ),
    ).toBeVisible();
    const orders = await canvas.findByRole('list', { name: 'Latest orders' });
    expect(within(orders).getByRole('button', { name: 'Tax invoice PRF/26-27/000001 (PDF)' })).toBeVisible();
  },
};

/**
 * A checkout that was closed before paying reads "Not completed", never "Pending". Complete
 * payment reopens that very order through create-order (its products and billing details), the
 * checkout pays it, and the row turns Paid with its invoice; the cart is left alone.
 */
export const CheckoutNotCompletedPaidAgain: Story = {
  parameters: { store: signedInStore(storyCart(1)) },
  loaders: [
    () => {
      addOrder('ord_unpaid', 4, {});
      return {};
    },
  ],
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('list', { name: 'Latest orders' });
    const row = () => within(orders).getByText(CATALOGUE[4]!.title).closest('li')!;
    expect(within(row()).getByText('Not completed')).toBeVisible();
    expect(within(orders).queryByText('Pending')).toBeNull();
    await userEvent.click(within(row()).getByRole('button', { name: 'Complete payment of order #UNPAID' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Simulated checkout' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Rs 499.00' }));
    await waitFor(() => expect(within(row()).getByText('Paid')).toBeVisible());
    expect(within(row()).getByRole('button', { name: /^Tax invoice PRF\/\d\d-\d\d\/\d{6} \(PDF\)$/ })).toBeVisible();
    expect(within(row()).queryByRole('button', { name: /Complete payment/ })).toBeNull();
    expect(
      mockDb.ordersOf(STORY_USER.id).filter((order) => order.lines[0]?.productId === CATALOGUE[4]!.id),
    ).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('profit_cart')!)).toHaveLength(1);
  },
};

/** Hide takes a checkout never paid off the list, on the server: the list asked again leaves it out. */
export const CheckoutNotCompletedHidden: Story = {
  loaders: [
    () => {
      addOrder('ord_unpaid', 4, {});
      return {};
    },
  ],
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('list', { name: 'Latest orders' });
    await userEvent.click(within(orders).getByRole('button', { name: 'Hide order #UNPAID' }));
    await waitFor(() => expect(within(orders).queryByText(CATALOGUE[4]!.title)).toBeNull());
    expect(within(orders).getByText('Founder Metrics Dashboard')).toBeVisible();
    const again = (await (
      await fetch('/api/orders', { headers: { authorization: `Bearer ${STORY_TOKEN}` } })
    ).json()) as {
      orders: Array<{ id: string }>;
    };
    expect(again.orders.map((order) => order.id)).toEqual(['ord_seed_1']);
  },
};

/** `CheckoutNotCompletedHidden` at phone width (375 px). */
export const CheckoutNotCompletedHiddenMobile: Story = {
  ...CheckoutNotCompletedHidden,
  globals: atViewport('mobile375'),
};
