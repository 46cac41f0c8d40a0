import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, within, waitFor } from 'storybook/test';
import { signedInStore, signedOutStore } from '../../../testing/storyState';
import { RequireAuth } from './RequireAuth';
import { screenDocs } from '../../../testing/screenDocs';

function SignInProbe() {
  const location = useLocation();
  return <p>Sign-in page, back to {(location.state as { from?: string } | null)?.from}</p>;
}

/** `/profile?tab=library` behind the gate, and a stand-in sign-in page that shows where it would return. */
function Gate() {
  return (
    <Routes>
      <Route
        path="/profile"
        element={
          <RequireAuth>
            <p>The protected page</p>
          </RequireAuth>
        }
      />
      <Route path="/signin" element={<SignInProbe />} />
    </Routes>
  );
}

const meta = {
  title: 'Account/RequireAuth',
  component: Gate,
  argTypes: { children: { control: false } },
  parameters: {
    ...screenDocs({
      purpose:
        'The guard around a protected route: a loading state while the stored session is checked, then the page, or `/signin` (replacing history) with the address to come back to. It reads the session the storefront checks at start (`profile`) and calls nothing itself.',
      where: 'Around `/cart` and `/profile` (the routes marked protected), and the merchant console (`/admin/*`).',
      calls: [],
      accessibility: [
        'While checking, a `Spinner` (`role="status"`, "Checking your session…") rather than a flash of the page or a redirect.',
        'After sign-in the shopper lands back on the address they asked for, focus on its `<h1>`.',
      ],
    }),
    route: '/profile?tab=library',
    store: signedInStore(),
  },
} satisfies Meta<typeof Gate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the protected page itself. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    expect(canvas.getByText('The protected page')).toBeVisible();
  },
};

/** While the stored session is checked: a loading state, not the page and not a redirect. */
export const CheckingSession: Story = {
  parameters: { store: { preloadedState: { session: { user: null, status: 'checking' } } } },
  play: async ({ canvas, canvasElement }) => {
    expect(canvas.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(canvas.queryByText('The protected page')).toBeNull();
    expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/profile');
  },
};

/** Signed out: replaced by /signin, which learns the address (with its query) to come back to. */
export const SignedOutGoesToSignIn: Story = {
  parameters: { store: signedOutStore() },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent('/signin'));
    expect(await canvas.findByText('Sign-in page, back to /profile?tab=library')).toBeVisible();
  },
};
