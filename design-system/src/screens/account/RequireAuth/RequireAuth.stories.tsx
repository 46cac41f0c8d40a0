import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, within, waitFor } from 'storybook/test';
import { signedInStore, signedOutStore } from '../../../testing/storyState';
import { RequireAuth } from './RequireAuth';

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
  parameters: { route: '/profile?tab=library', store: signedInStore() },
} satisfies Meta<typeof Gate>;

export default meta;
type Story = StoryObj<typeof meta>;

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
