import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  GENERIC_ERROR_MESSAGES,
  GRIEVANCE_REFERENCE,
  RATE_LIMITED_MESSAGE,
  SAMPLE_IDENTITY_NOTE,
  SAMPLE_SHOP_IDENTITY,
  grievanceReceived,
} from '@profit/contract';
import { CONFIGURED_SHOP_IDENTITY, grievanceHandlers, shopIdentityHandlers } from '../../../mocks';
import { atViewport } from '../../../testing/viewports';
import { GrievancePage } from './GrievancePage';
import { screenDocs } from '../../../testing/screenDocs';

const meta = {
  title: 'Pages/GrievancePage',
  component: GrievancePage,
  parameters: {
    ...screenDocs({
      purpose:
        "The grievance officer the Consumer Protection (E-Commerce) Rules require (name, designation, e-mail), the times the rules set, and a form checked with the contract's schema and stored by the backend, which answers with a reference the sender keeps. A failure keeps the text and shows why.",
      where: '`/grievance`, inside the site layout; linked from the footer and the policy pages.',
      calls: ['grievance', 'shopIdentity'],
      accessibility: [
        "One `<h1>` (the page header's title), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.",
        "Each error is under its field in the contract's words and tied to it; the first invalid field takes focus.",
        'Once filed, focus moves to the success banner with the reference, so it is read out and seen.',
        'Sending makes the button busy; a failure keeps everything typed.',
      ],
    }),
    layout: 'fullscreen',
    route: '/grievance',
  },
} satisfies Meta<typeof GrievancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvas: ReturnType<typeof within>) => ({
  name: canvas.getByRole('textbox', { name: 'Name' }),
  email: canvas.getByRole('textbox', { name: 'E-mail' }),
  orderNumber: canvas.getByRole('textbox', { name: 'Order number (optional)' }),
  subject: canvas.getByRole('textbox', { name: 'Subject' }),
  details: canvas.getByRole('textbox', { name: 'What happened' }),
  send: canvas.getByRole('button', { name: 'Send grievance' }),
});

async function fillIn(canvas: ReturnType<typeof within>) {
  const form = fields(canvas);
  await userEvent.type(form.name, 'Meera Iyer');
  await userEvent.type(form.email, 'meera@example.in');
  await userEvent.type(form.orderNumber, 'PRF-2026-000042');
  await userEvent.type(form.subject, 'Refund not received');
  await userEvent.type(form.details, 'I asked for a refund ten days ago and it has not reached my UPI account.');
  return form;
}

/** Empty, at phone width: the demo's sample officer, marked as a sample, and the times the rules set. */
export const Mobile: Story = {
  globals: atViewport('mobile375'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grievance redressal' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(document.title).toBe('Grievance redressal | Profit');
    const officer = within(canvas.getByRole('region', { name: 'Grievance officer' }));
    await expect(await officer.findByText(SAMPLE_SHOP_IDENTITY.grievanceOfficer.name)).toBeVisible();
    await expect(officer.getByText(SAMPLE_IDENTITY_NOTE, { exact: false })).toBeVisible();
    await expect(
      canvas.getByText(/acknowledge your grievance within 48 hours and resolve it within one month/),
    ).toBeVisible();
    await expect(fields(canvas).name).toHaveValue('');
  },
};

/** A live shop's officer: name, designation and e-mail from its configuration, no sample mark. */
export const Desktop: Story = {
  globals: atViewport('desktop1280'),
  parameters: { msw: { handlers: { shopIdentity: shopIdentityHandlers.configured } } },
  play: async ({ canvas }) => {
    const officer = within(canvas.getByRole('region', { name: 'Grievance officer' }));
    const { grievanceOfficer } = CONFIGURED_SHOP_IDENTITY;
    await expect(await officer.findByText(grievanceOfficer.name)).toBeVisible();
    await expect(officer.getByText(new RegExp(grievanceOfficer.designation))).toBeVisible();
    await expect(officer.getByRole('link', { name: grievanceOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${grievanceOfficer.email}`,
    );
    await expect(officer.queryByText(SAMPLE_IDENTITY_NOTE, { exact: false })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
  },
};

/** Invalid: each error under its field with the contract's words, the first invalid field focused. */
export const Invalid: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    const form = fields(canvas);
    await userEvent.type(form.email, 'meera-at-example');
    await userEvent.click(form.send);
    await expect(form.name).toHaveFocus();
    await expect(form.name).toHaveAccessibleDescription('Enter your name.');
    await expect(form.email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.');
    await expect(form.subject).toHaveAccessibleDescription('Say in a few words what the grievance is about.');
    await expect(form.details).toHaveAttribute('aria-invalid', 'true');
    await expect(form.orderNumber).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending: the button says so and is busy while the server has not answered. */
export const Sending: Story = {
  globals: atViewport('desktop1280'),
  parameters: { msw: { handlers: { grievance: grievanceHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    const form = await fillIn(canvas);
    await userEvent.click(form.send);
    const busy = await canvas.findByRole('button', { name: /Sending/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sent: the reference is shown and focused, with the times, and the form is cleared for another. */
export const Sent: Story = {
  globals: atViewport('desktop1280'),
  play: async ({ canvas }) => {
    const form = await fillIn(canvas);
    await userEvent.click(form.send);
    const received = (await canvas.findByText('Grievance registered')).closest<HTMLElement>('[role="status"]')!;
    const reference = within(received).getByText(GRIEVANCE_REFERENCE);
    await expect(reference).toBeVisible();
    await expect(received).toHaveTextContent(grievanceReceived(reference.textContent!));
    await waitFor(() => expect(received.parentElement).toHaveFocus());
    await expect(form.name).toHaveValue('');
    await expect(form.details).toHaveValue('');
  },
};

/** The server fails: the text stays and the reason is shown. */
export const ServerError: Story = {
  globals: atViewport('mobile375'),
  parameters: { msw: { handlers: { grievance: grievanceHandlers.serverError } } },
  play: async ({ canvas }) => {
    const form = await fillIn(canvas);
    await userEvent.click(form.send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGES.internal);
    await expect(form.subject).toHaveValue('Refund not received');
  },
};

/** Too many messages from one address (the contact form's limit): the 429's message. */
export const RateLimited: Story = {
  globals: atViewport('desktop1280'),
  parameters: { msw: { handlers: { grievance: grievanceHandlers.rateLimited } } },
  play: async ({ canvas }) => {
    const form = await fillIn(canvas);
    await userEvent.click(form.send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RATE_LIMITED_MESSAGE);
  },
};
