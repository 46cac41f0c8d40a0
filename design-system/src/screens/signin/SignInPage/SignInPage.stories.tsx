import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks';
import { storyClock } from '../../../testing/storyClock';
import { serviceVariants } from '../../../testing/storyServices';
import { signedInStore, signedOutStore } from '../../../testing/storyState';
import { atViewport } from '../../../testing/viewports';
import { DemoSignIn } from '../DemoSignIn';
import { SignInPage } from './SignInPage';
import { screenDocs } from '../../../testing/screenDocs';

/** The success stories rotate on a manual clock: a story's picture never depends on how long its play took. */
const clock = storyClock();

const meta = {
  title: 'Sign-in/SignInPage',
  component: SignInPage,
  decorators: [clock.decorator],
  beforeEach: () => clock.reset(),
  parameters: {
    ...screenDocs({
      purpose:
        "The sign-in page: rotating success stories beside a 'Welcome Back' card with the sign-in of the shop's mode (Google's button; the demo sign-in in demo mode; why not and Try again while the server is unreachable). Success goes back to where the visitor was going, or to `/products`.",
      where: '`/signin`, inside the site layout; protected pages and guest Add to Cart send visitors here.',
      calls: ['signInWithGoogle', 'demoCredential'],
      accessibility: [
        'One `<h1>` ("Welcome Back"), focusable (`tabIndex=-1`), which the storefront focuses after each navigation.',
        'The card and the stories are sections named by their headings; the stories are a carousel that pauses on hover and focus and stands still under reduced motion.',
        'While the credential is checked the card says "Signing you in..."; failures are alert notifications in the spec\'s words.',
        'Terms of Service and Privacy Policy are ordinary links.',
      ],
    }),
    layout: 'fullscreen',
    store: signedOutStore(),
    route: '/signin',
  },
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

/** Google mode: the stories, "Welcome Back", Sign in with Google and the terms links. */
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

/** The `Desktop` story at phone width (375 px). */
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

/** `DemoMode` at phone width (375 px). */
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

/** Already signed in: sent to `/`. */
export const SignedInVisitorGoesHome: Story = {
  parameters: { store: signedInStore() },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/$/));
  },
};

/** The server refuses the credential: "Authentication failed. Please try again.", still on `/signin`. */
export const BackendRejects: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.signInRejected } } },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvas);
    await expectAlert(canvasElement, 'Authentication failed. Please try again.');
    expect(location(canvasElement)).toHaveTextContent('/signin');
  },
};

/** No answer from the server: "Authentication error. Please try again." */
export const AuthenticationError: Story = {
  parameters: { msw: { handlers: { auth: authHandlers.networkFailure } } },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvas);
    await expectAlert(canvasElement, 'Authentication error. Please try again.');
  },
};

/** Google's widget fails: "Google Sign-In failed. Please try again." */
export const GoogleSignInFails: Story = {
  parameters: { services: serviceVariants.googleFails },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvas);
    await expectAlert(canvasElement, 'Google Sign-In failed. Please try again.');
  },
};

/** Google answers without a credential: the same failure message. */
export const GoogleAnswersWithoutCredential: Story = {
  parameters: { services: serviceVariants.googleWithoutCredential },
  play: async ({ canvas, canvasElement }) => {
    await signIn(canvas);
    await expectAlert(canvasElement, 'Google Sign-In failed. Please try again.');
  },
};
