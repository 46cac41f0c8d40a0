import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks';
import { serviceVariants } from '../../../testing/storyServices';
import { signedInStore, signedOutStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { DemoSignIn } from '../DemoSignIn';
import { SignInPage } from './SignInPage';

const meta = {
  title: 'Sign-in/SignInPage',
  component: SignInPage,
  parameters: { layout: 'fullscreen', store: signedOutStore(), route: '/signin' },
  globals: atViewport('desktop1280'),
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('story-location');

async function expectAlert(canvasElement: HTMLElement, text: string) {
  const region = await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(text));
}

const signIn = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Welcome Back');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(canvas.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const stories = canvas.getByRole('region', { name: 'Success stories' });
    expect(stories.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(4);
  },
};

export const Mobile: Story = {
  globals: atViewport('mobile375'),
};

/** Demo mode: the clearly labelled demo sign-in stands where Google's button would be. */
export const DemoMode: Story = {
  parameters: { services: { mode: 'demo', GoogleSignInButton: DemoSignIn } },
  play: async ({ canvas }) => {
    expect(canvas.getByRole('form', { name: 'Demo sign-in' })).toBeVisible();
    expect(canvas.getByText('Demo mode')).toBeVisible();
  },
};

export const DemoModeMobile: Story = {
  ...DemoMode,
  globals: atViewport('mobile375'),
};

/** The demo identity's credential signs in through /auth/google, then on to /products. */
export const DemoSignsIn: Story = {
  parameters: { services: { mode: 'demo', GoogleSignInButton: DemoSignIn } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Kavya Nair');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your e-mail' }), 'kavya@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to the demo' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/products'));
    expect(JSON.parse(window.localStorage.getItem('profit_user')!)).toMatchObject({ email: 'kavya@example.in' });
    expect(window.localStorage.getItem('token')).not.toBeNull();
  },
};

/** While the backend checks the credential: 'Signing you in...'. */
export const SigningIn: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.neverAnswers } } },
  play: async ({ canvas }) => {
    await signIn(canvas);
    expect(await canvas.findByRole('status')).toHaveTextContent('Signing you in...');
  },
};

/** Success: after 100 ms to /products, replacing history. */
export const SignsInAndGoesToProducts: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    visual: { reason: 'ends on the same signed-in screen as Returns To Where The Shopper Was' },
  },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvas);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/products'));
    expect(window.localStorage.getItem('token')).toMatch(/^mock-session-asha/);
  },
};

/** Sent here by a protected page: back to where the shopper was going. */
export const ReturnsToWhereTheShopperWas: Story = {
  parameters: { route: { pathname: '/signin', state: { from: '/cart?step=review' } } },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvas);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/cart'));
  },
};

export const SignedInVisitorGoesHome: Story = {
  parameters: { store: signedInStore() },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/$/));
  },
};

export const BackendRejects: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.signInRejected } } },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvas);
    await expectAlert(canvasElement, 'Authentication failed. Please try again.');
    expect(location(canvasElement)).toHaveTextContent('/signin');
  },
};

export const AuthenticationError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.networkFailure } } },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvas);
    await expectAlert(canvasElement, 'Authentication error. Please try again.');
  },
};

export const GoogleSignInFails: Story = {
  parameters: { services: serviceVariants.googleFails },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvas);
    await expectAlert(canvasElement, 'Google Sign-In failed. Please try again.');
  },
};

export const GoogleAnswersWithoutCredential: Story = {
  parameters: { services: serviceVariants.googleWithoutCredential },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvas);
    await expectAlert(canvasElement, 'Google Sign-In failed. Please try again.');
  },
};
