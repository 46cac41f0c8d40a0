import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ADMIN_CUSTOMER_MESSAGES, CATALOGUE, erasedEmailOf } from '@profit/contract';
import { adminCustomerHandlers, mockDb, STORY_TOKEN, STORY_USER } from '../../../mocks';
import { merchantStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { AdminCustomerPage } from './AdminCustomerPage';
import { screenDocs } from '../../../testing/screenDocs';

const dashboard = CATALOGUE.find((product) => product.id === 'founder-metrics-dashboard')!;

const meta = {
  title: 'Admin/AdminCustomerPage',
  component: AdminCustomerPage,
  parameters: {
    ...screenDocs({
      purpose:
        'One customer: their profile, orders (each linking to its page), what they own, their newsletter state, and their data: an export (JSON) and the erasure the DPDP Act allows, which keeps what tax law requires.',
      where:
        '`/admin/customers/:id`, inside the merchant console (`AdminConsole`, its own chunk), inside the site layout; merchants only (the e-mails of `ADMIN_EMAILS`).',
      calls: ['adminCustomer', 'adminCustomerExport', 'adminCustomerErasure'],
      accessibility: [
        'One `<h1>` in the ink band, focusable and focused after navigation; the console\'s tabs are a `nav` named "Console", the current one `aria-current="page"`.',
        'Loading is a `role="status"` skeleton named for what loads; a failed load is a danger `Banner` (`role="alert"`) with Try again.',
        "Erasure is two steps: the confirm step says what stays for tax law and asks for the customer's e-mail to be typed (the server checks it too) before its plainly destructive button; focus moves into the step when it opens and to the outcome when it is done.",
        "A refused erasure keeps the step open with the server's words.",
      ],
    }),
    layout: 'fullscreen',
    route: `/admin/customers/${STORY_USER.id}`,
    store: merchantStore(),
  },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/admin/customers/:id" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof AdminCustomerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asha: her profile, her order linking to its page, what she owns, her newsletter state, and her data. */
export const Default: Story = {
  loaders: [() => void mockDb.subscribe(STORY_USER.email)],
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('heading', { level: 1, name: STORY_USER.name })).toBeVisible();
    expect(canvas.getByText('Rs 499.00 net of refunds')).toBeVisible();
    expect(canvas.getByText('Asked to confirm')).toBeVisible();
    const orders = canvas.getByRole('list', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: dashboard.title })).toHaveAttribute(
      'href',
      '/admin/orders/ord_seed_1',
    );
    expect(within(canvas.getByRole('list', { name: 'Library' })).getByText(dashboard.title)).toBeVisible();
    expect(canvas.getByRole('button', { name: 'Erase this customer…' })).toBeEnabled();
  },
};

/** `Default` at phone width (375 px). */
export const DefaultMobile: Story = { ...Default, globals: atViewport('mobile375') };

/** The export downloads a JSON file under the server's name. */
export const ExportsTheirData: Story = {
  parameters: { visual: { reason: 'the same picture as Default: it tests the download' } },
  play: async ({ canvas }) => {
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(await canvas.findByRole('button', { name: 'Export their data (JSON)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(`customer-${STORY_USER.id}.json`);
    expect(await canvas.findByText('Downloaded.')).toBeVisible();
  },
};

/** The confirm step, opened with the keyboard: it says what stays for tax law, and waits for her e-mail. */
export const ErasureConfirm: Story = {
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('button', { name: 'Erase this customer…' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const field = await canvas.findByRole('textbox', { name: 'Type their e-mail to confirm' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(canvas.getByText(`Erase ${STORY_USER.name}? This cannot be undone.`)).toBeVisible();
    expect(canvas.getByText(new RegExp(ADMIN_CUSTOMER_MESSAGES.keptForTax.slice(0, 40)))).toBeVisible();
    const erase = canvas.getByRole('button', { name: 'Erase their personal data' });
    expect(erase).toBeDisabled();
    await userEvent.keyboard('someone@else.in');
    expect(erase).toBeDisabled();
  },
};

/** `ErasureConfirm` at phone width (375 px). */
export const ErasureConfirmMobile: Story = { ...ErasureConfirm, globals: atViewport('mobile375') };

/**
 * Erased with the keyboard alone: her name and e-mail are gone, her session refused, the customer
 * shows as erased and focus lands on what happened.
 */
export const Erased: Story = {
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('button', { name: 'Erase this customer…' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Type their e-mail to confirm' })).toHaveFocus());
    await userEvent.keyboard(STORY_USER.email.toUpperCase());
    await userEvent.tab();
    expect(canvas.getByRole('button', { name: 'Erase their personal data' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const outcome = await canvas.findByText('This customer is erased');
    await waitFor(() => expect(outcome.closest('[tabindex="-1"]')).toHaveFocus());
    expect(canvas.getByRole('heading', { level: 1, name: ADMIN_CUSTOMER_MESSAGES.erasedName })).toBeVisible();
    expect(canvas.getAllByText(erasedEmailOf(STORY_USER.id)).length).toBeGreaterThan(0);
    expect(canvas.getByText('Erased')).toBeVisible();
    expect(mockDb.userForToken(STORY_TOKEN)).toBeNull();
    expect(canvas.queryByRole('button', { name: 'Erase this customer…' })).toBeNull();
  },
};

/** `Erased` at phone width (375 px). */
export const ErasedMobile: Story = { ...Erased, globals: atViewport('mobile375') };

/** The server refused the erasure: nothing changed, the step stays open to try again. */
export const ErasureFailed: Story = {
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('button', { name: 'Erase this customer…' });
    await userEvent.click(open);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Type their e-mail to confirm' }), STORY_USER.email);
    // Her address changes under the merchant's feet: the server no longer finds it the same.
    mockDb.userById(STORY_USER.id)!.email = 'asha.new@example.in';
    await userEvent.click(canvas.getByRole('button', { name: 'Erase their personal data' }));
    expect(await canvas.findByText('Nothing was erased')).toBeVisible();
    expect(canvas.getByText(ADMIN_CUSTOMER_MESSAGES.confirmMismatch)).toBeVisible();
  },
};

/** While the customer load: the "Loading the customer..." status skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: { adminCustomers: adminCustomerHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByRole('status', { name: 'Loading the customer...' })).toBeInTheDocument();
  },
};

/** The server fails: "The customer could not be loaded" with Try again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { adminCustomers: adminCustomerHandlers.serverError } } },
  play: async ({ canvas }) => {
    expect(await canvas.findByText('The customer could not be loaded')).toBeVisible();
  },
};

/** `LoadFailed` at phone width (375 px). */
export const LoadFailedMobile: Story = { ...LoadFailed, globals: atViewport('mobile375') };
