import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ENDPOINTS, GENERIC_ERROR_MESSAGES, SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { mockDb, subscriptionsHandlers } from '../../../mocks';
import { theme } from '../../../tokens';
import { screenDocs } from '../../../testing/screenDocs';
import { NewsletterForm } from './NewsletterForm';

const meta = {
  title: 'Shell/NewsletterForm',
  component: NewsletterForm,
  args: { name: 'Newsletter', label: 'Your e-mail address', placeholder: 'you@example.com', cta: 'Subscribe' },
  parameters: {
    ...screenDocs({
      purpose:
        "The newsletter sign-up: one e-mail field and a button, checked with the contract's schema (loaded on the first focus, input or press, so the page starts without it) and sent to the subscription endpoint; the server's answer is a notification.",
      where: "In the home page's hero (`hero` size) and in every page's footer.",
      calls: ['subscribe'],
      accessibility: [
        'A form named by its `name` (the hero\'s "Subscribe", the footer\'s "Newsletter") with a labelled, required `type="email"` field.',
        "A wrong or empty address gets the schema's message under the field, tied to it by `aria-describedby`, and the field takes focus; nothing is sent.",
        'A press made before the checks have loaded is held and carried out once they arrive; the button is busy while the request runs.',
        'The result is a notification: success polite, failure an alert; the typed address stays on failure.',
      ],
    }),
  },
  decorators: [
    (Story) => (
      <div style={{ background: theme.colors.surfaceInk, padding: theme.space[6], maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const parts = (canvas: Canvas) => {
  const form = canvas.getByRole('form', { name: 'Newsletter' });
  return {
    form,
    field: within(form).getByRole('textbox', { name: 'Your e-mail address' }),
    button: within(form).getByRole('button', { name: 'Subscribe' }),
  };
};

async function expectNotice(canvasElement: HTMLElement, role: 'alert' | 'status', text: string) {
  const region = await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole(role)).toHaveTextContent(text));
}

/** Whether the page asked the server to subscribe (the spy sees every call the API client makes). */
const subscribeCalls = (calls: Parameters<typeof fetch>[]) =>
  calls.filter(([input]) =>
    (input instanceof Request ? input.url : String(input)).endsWith(`/api${ENDPOINTS.subscribe.path}`),
  );

/** The footer's form at rest: a required e-mail field the schema checks (the browser's own check is off). */
export const Compact: Story = {
  play: async ({ canvas }) => {
    const { form, field } = parts(canvas);
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('name', 'email');
    expect(form).toHaveAttribute('novalidate');
    expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/** The hero's: larger, one line from the small breakpoint up. */
export const Hero: Story = {
  args: { size: 'hero', name: 'Subscribe', cta: 'Start Earning Now' },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('button', { name: 'Start Earning Now' })).toBeEnabled();
  },
};

/** Success: the server's message as a notification, the field emptied. */
export const Subscribes: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { field, button } = parts(canvas);
    await userEvent.type(field, 'ravi@example.in');
    await userEvent.click(button);
    await expectNotice(canvasElement, 'status', SUBSCRIPTION_MESSAGES.checkInbox);
    await waitFor(() => expect(field).toHaveValue(''));
    expect(mockDb.subscriptionOf('ravi@example.in')).toBeDefined();
  },
};

/**
 * An address the browser would let through but the contract refuses: the schema's message under
 * the field, which takes focus, and nothing is sent.
 */
export const InvalidAddress: Story = {
  play: async ({ canvas }) => {
    const { field, button } = parts(canvas);
    const fetches = spyOn(window, 'fetch');
    try {
      await userEvent.type(field, 'ravi@example');
      await userEvent.click(button);
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.'),
      );
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(field).toHaveFocus());
      expect(field).toHaveValue('ravi@example');
      expect(subscribeCalls(fetches.mock.calls)).toHaveLength(0);
    } finally {
      fetches.mockRestore();
    }
  },
};

/** Nothing typed: the schema's own words, not the browser's bubble. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const { field, button } = parts(canvas);
    await userEvent.click(button);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter your e-mail address.'));
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** Once shown, the message follows the field as it is corrected, and the corrected address is sent. */
export const CorrectedAfterAMessage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { field, button } = parts(canvas);
    await userEvent.type(field, 'ravi@example');
    await userEvent.click(button);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(field, '.in');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    expect(canvas.queryByText('Enter a valid e-mail address, like name@example.com.')).toBeNull();
    await userEvent.click(button);
    await expectNotice(canvasElement, 'status', SUBSCRIPTION_MESSAGES.checkInbox);
  },
};

/**
 * The press comes before the checks have loaded (an address the browser filled in, sent at once):
 * it is held, the checks take over what the field holds, and the one press subscribes.
 */
export const SentBeforeTheChecksArrive: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { form, field } = parts(canvas);
    field.setAttribute('value', 'asha@example.in');
    fireEvent.submit(form);
    await expectNotice(canvasElement, 'status', SUBSCRIPTION_MESSAGES.checkInbox);
    expect(mockDb.subscriptionOf('asha@example.in')).toBeDefined();
  },
};

/** The same held press with an address the contract refuses: its message, and nothing sent. */
export const InvalidSentBeforeTheChecksArrive: Story = {
  play: async ({ canvas }) => {
    const { form, field } = parts(canvas);
    const fetches = spyOn(window, 'fetch');
    try {
      field.setAttribute('value', 'asha@example');
      fireEvent.submit(form);
      await expect(await canvas.findByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
      await waitFor(() => expect(field).toHaveFocus());
      expect(subscribeCalls(fetches.mock.calls)).toHaveLength(0);
    } finally {
      fetches.mockRestore();
    }
  },
};

/** The button is busy (and cannot be pressed twice) while the request runs. */
export const Busy: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionsHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    const { field, button } = parts(canvas);
    await userEvent.type(field, 'ravi@example.in');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The server refuses (its database is down): its words in a notification, the text kept. */
export const ServerRefuses: Story = {
  parameters: { msw: { handlers: { subscriptions: subscriptionsHandlers.serviceUnavailable } } },
  play: async ({ canvas, canvasElement }) => {
    const { field, button } = parts(canvas);
    await userEvent.type(field, 'ravi@example.in');
    await userEvent.click(button);
    await expectNotice(canvasElement, 'alert', GENERIC_ERROR_MESSAGES.serviceUnavailable);
    expect(field).toHaveValue('ravi@example.in');
  },
};
