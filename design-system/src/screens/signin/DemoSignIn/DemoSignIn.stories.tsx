import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_SHOP_OWNER } from '@profit/contract';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { authHandlers, DEMO_CREDENTIAL_PREFIX } from '../../../mocks';
import { DemoSignIn } from './DemoSignIn';

const meta = {
  title: 'Sign-in/DemoSignIn',
  component: DemoSignIn,
  args: { onCredential: fn(), onError: fn() },
  parameters: { services: { mode: 'demo' } },
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

export const CredentialRefused: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.serverError } } },
  play: async ({ canvas, args }) => {
    await fill(canvas);
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce());
    expect(args.onCredential).not.toHaveBeenCalled();
  },
};
