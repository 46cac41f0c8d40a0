import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_SHOP_OWNER, ENDPOINTS } from '@profit/contract';
import { expect, fireEvent, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { authHandlers, DEMO_CREDENTIAL_PREFIX } from '../../../mocks';
import { screenDocs } from '../../../testing/screenDocs';
import { DemoSignIn } from './DemoSignIn';

const meta = {
  title: 'Sign-in/DemoSignIn',
  component: DemoSignIn,
  args: { onCredential: fn(), onError: fn() },
  argTypes: { onCredential: { control: false }, onError: { control: false } },
  parameters: {
    ...screenDocs({
      purpose:
        "Demo mode's stand-in for Google's button: a name and an e-mail (or one press as the demo's shop owner) get a credential from the backend's demo identity provider, handed on like Google's, so sign-in then goes through the same `/auth/google` call.",
      where: "In the sign-in card on `/signin` when the shop runs in demo mode (the services' `GoogleSignInButton`).",
      calls: ['demoCredential'],
      accessibility: [
        'A form named "Demo sign-in", labelled "Demo mode" in words; its two fields are labelled and required, and the e-mail is `type="email"`. They are checked with the contract\'s schema before any request: each message under its field (`aria-describedby`), focus on the first wrong one.',
        'Each button is busy while its request runs and says what is happening ("Getting your demo pass...").',
        'A refused credential is reported through `onError`: the sign-in page announces the failure as an alert.',
      ],
    }),
    services: { mode: 'demo' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Kavya Nair');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Your e-mail' }), 'kavya@example.in');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in to the demo' }));
};

/** The form at rest: "Demo mode", the two required fields and the two buttons. */
export const Default: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByText('Demo mode')).toBeVisible();
    expect(canvas.getByRole('textbox', { name: 'Your name' })).toBeRequired();
    expect(canvas.getByRole('textbox', { name: 'Your e-mail' })).toHaveAttribute('type', 'email');
  },
};

/** The backend's demo identity issues a credential, handed on like Google's button does. */
export const HandsOverTheDemoCredential: Story = {
  play: async ({ canvas, args }) => {
    await fill(canvas);
    await waitFor(() => expect(args.onCredential).toHaveBeenCalledOnce());
    expect(args.onCredential).toHaveBeenCalledWith(expect.stringMatching(/\S/));
    expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The demo's shop owner (the demo default of ADMIN_EMAILS): one press, no form to fill. */
export const SignsInAsTheShopOwner: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in as the shop owner' }));
    await waitFor(() => expect(args.onCredential).toHaveBeenCalledOnce());
    const [credential] = (args.onCredential as ReturnType<typeof fn<(credential: string) => void>>).mock.calls[0]!;
    expect(atob(credential.slice(DEMO_CREDENTIAL_PREFIX.length))).toContain(DEMO_SHOP_OWNER.email);
    expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveValue('');
  },
};

/** Whether the page asked the backend's demo identity for a credential. */
const credentialCalls = (calls: Parameters<typeof fetch>[]) =>
  calls.filter(([input]) =>
    (input instanceof Request ? input.url : String(input)).endsWith(`/api${ENDPOINTS.demoCredential.path}`),
  );

/**
 * Checked with the contract's schema before any request: each message under its field, focus on the
 * first; correcting one field keeps the other's message.
 */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Your name' });
    const email = canvas.getByRole('textbox', { name: 'Your e-mail' });
    const fetches = spyOn(window, 'fetch');
    try {
      await userEvent.type(email, 'kavya@example');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in to the demo' }));
      await waitFor(() => expect(name).toHaveFocus());
      await waitFor(() => expect(name).toHaveAccessibleDescription('Enter your name.'));
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.'),
      );
      await userEvent.type(name, 'Kavya Nair');
      await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com.'),
      );
      expect(credentialCalls(fetches.mock.calls)).toHaveLength(0);
      expect(args.onCredential).not.toHaveBeenCalled();
    } finally {
      fetches.mockRestore();
    }
  },
};

/**
 * Filled (as a browser's autofill does) and sent before the checks have loaded: the press is held,
 * the checks take over what the fields hold, and the one press signs in with both values, trimmed.
 */
export const SentBeforeTheChecksArrive: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('textbox', { name: 'Your name' }).setAttribute('value', '  Kavya Nair ');
    canvas.getByRole('textbox', { name: 'Your e-mail' }).setAttribute('value', 'kavya@example.in');
    fireEvent.submit(canvas.getByRole('form', { name: 'Demo sign-in' }));
    await waitFor(() => expect(args.onCredential).toHaveBeenCalledOnce());
    const [credential] = (args.onCredential as ReturnType<typeof fn<(credential: string) => void>>).mock.calls[0]!;
    const person = atob(credential.slice(DEMO_CREDENTIAL_PREFIX.length));
    expect(person).toContain('kavya@example.in');
    expect(person).toContain('"Kavya Nair"');
  },
};

/** While the credential is asked for: the pressed button says so, and neither can be pressed again. */
export const GettingTheCredential: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Kavya Nair');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your e-mail' }), 'kavya@example.in');
    const submit = canvas.getByRole('button', { name: 'Sign in to the demo' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(canvas.getByRole('button', { name: 'Sign in as the shop owner' })).toBeDisabled();
  },
};

/** The backend refuses to issue a credential: `onError`, and no `onCredential`. */
export const CredentialRefused: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.serverError } } },
  play: async ({ canvas, args }) => {
    await fill(canvas);
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce());
    expect(args.onCredential).not.toHaveBeenCalled();
  },
};
