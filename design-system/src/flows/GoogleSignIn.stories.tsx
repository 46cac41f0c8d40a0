import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../mocks';
import { Spinner } from '../primitives';
import { useServices } from '../services/ServicesContext';
import { selectUser } from '../state/sessionSlice';
import { useAppSelector } from '../state/hooks';
import { serviceVariants } from '../testing/storyServices';
import { signedOutStore } from '../testing/storyState';
import { useGoogleSignIn } from './useGoogleSignIn';

/** The sign-in card's working part: the Google button of the services seam and the busy state. */
function SignInWithGoogle() {
  const { GoogleSignInButton } = useServices();
  const { signingIn, onCredential, onError } = useGoogleSignIn();
  const user = useAppSelector(selectUser);
  return (
    <div>
      <GoogleSignInButton onCredential={(credential) => void onCredential(credential)} onError={onError} />
      {signingIn && <Spinner label="Signing you in..." />}
      {user && <p>Signed in as {user.email}</p>}
    </div>
  );
}

const meta = {
  title: 'Flows/Google sign-in',
  component: SignInWithGoogle,
  // Each story in its own frame on the docs page: one page-wide set of mock handlers would
  // show the happy path under every error story.
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } }, store: signedOutStore(), route: '/signin' },
} satisfies Meta<typeof SignInWithGoogle>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('story-location');

async function expectAlert(canvasElement: HTMLElement, text: string) {
  const region = await within(document.body).findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(text));
}

/** Signs in, stores the user and token, then goes to /products replacing history. */
export const SignsInAndRedirects: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    expect(await canvas.findByRole('status')).toHaveTextContent('Signing you in...');
    expect(await canvas.findByText('Signed in as asha@example.in')).toBeVisible();
    expect(window.localStorage.getItem('token')).toMatch(/^mock-session-asha/);
    expect(JSON.parse(window.localStorage.getItem('profit_user')!)).toMatchObject({ email: 'asha@example.in' });
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/products'));
  },
};

export const BackendRejects: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.signInRejected } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await expectAlert(canvasElement, 'Authentication failed. Please try again.');
    expect(window.localStorage.getItem('token')).toBeNull();
  },
};

export const GoogleUnavailable: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.signInUnavailable } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await expectAlert(canvasElement, 'Google sign-in is unavailable. Please try again in a few minutes.');
    expect(window.localStorage.getItem('token')).toBeNull();
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.networkFailure } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await expectAlert(canvasElement, 'Authentication error. Please try again.');
    expect(location(canvasElement)).toHaveTextContent('/signin');
  },
};

export const GoogleAnswersWithoutCredential: Story = {
  parameters: { services: serviceVariants.googleWithoutCredential },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await expectAlert(canvasElement, 'Google Sign-In failed. Please try again.');
  },
};

export const GoogleWidgetFails: Story = {
  parameters: { services: serviceVariants.googleFails },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await expectAlert(canvasElement, 'Google Sign-In failed. Please try again.');
  },
};
