import { MOCK_GOOGLE_CREDENTIAL } from '../mocks/db';
import { CHECKOUT_LOAD_FAILED, simulatedCheckout, type LoadCheckout } from '../services/checkout';
import type { GoogleSignInButtonProps, Services } from '../services/ServicesContext';

/** Stand-in for Google's button: hands over the mock's known credential, no network involved. */
export function StoryGoogleButton({ onCredential }: GoogleSignInButtonProps) {
  return (
    <button type="button" onClick={() => onCredential(MOCK_GOOGLE_CREDENTIAL)}>
      Sign in with Google
    </button>
  );
}

/** Google answers without a credential (the spec's failure path). */
export function StoryGoogleButtonWithoutCredential({ onCredential }: GoogleSignInButtonProps) {
  return (
    <button type="button" onClick={() => onCredential(undefined)}>
      Sign in with Google
    </button>
  );
}

/** Google's widget itself fails. */
export function StoryGoogleButtonThatFails({ onError }: GoogleSignInButtonProps) {
  return (
    <button type="button" onClick={onError}>
      Sign in with Google
    </button>
  );
}

/** The provider's script cannot be loaded. */
export const checkoutThatFailsToLoad: LoadCheckout = () => Promise.reject(new Error(CHECKOUT_LOAD_FAILED));

/** Services every story gets unless it overrides them: the mock Google button, the simulated checkout. */
export const storyServices: Services = {
  mode: 'live',
  GoogleSignInButton: StoryGoogleButton,
  loadCheckout: simulatedCheckout({ outcome: 'success' }),
};

/** Named service variants for `parameters.services`. */
export const serviceVariants = {
  googleWithoutCredential: { GoogleSignInButton: StoryGoogleButtonWithoutCredential },
  googleFails: { GoogleSignInButton: StoryGoogleButtonThatFails },
  checkoutDeclined: { loadCheckout: simulatedCheckout({ outcome: 'failure' }) },
  checkoutDismissed: { loadCheckout: simulatedCheckout({ outcome: 'dismiss' }) },
  checkoutFailsToLoad: { loadCheckout: checkoutThatFailsToLoad },
} satisfies Record<string, Partial<Services>>;
