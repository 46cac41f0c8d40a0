import styled from 'styled-components';
import { GoogleMark } from '../primitives/BrandIcons';
import { MOCK_GOOGLE_CREDENTIAL } from '../mocks/db';
import { CHECKOUT_LOAD_FAILED, simulatedCheckout, type LoadCheckout } from '../services/checkout';
import type { ConfirmationSchedule, GoogleSignInButtonProps, Services } from '../services/ServicesContext';
import { theme } from '../tokens';

/**
 * Drawn like the Google button the shop asks for (filled black, pill, 'Sign in with Google', the
 * mark on a white disc), so a story of the sign-in page shows what shoppers see.
 */
const GoogleLikeButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${`${theme.space[1]} ${theme.space[5]} ${theme.space[1]} ${theme.space[1]}`};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceInk};
  color: ${theme.colors.textInverse};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  cursor: pointer;

  > span {
    display: inline-flex;
    padding: ${theme.space[2]};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
  }
  &:focus-visible {
    outline: ${theme.borderWidths.heavy} solid ${theme.colors.focus};
    outline-offset: ${theme.borderWidths.thick};
  }
`;

function GoogleLike({ onClick }: { onClick: () => void }) {
  return (
    <GoogleLikeButton onClick={onClick}>
      <span>
        <GoogleMark size="sm" />
      </span>
      Sign in with Google
    </GoogleLikeButton>
  );
}

/** Stand-in for Google's button: hands over the mock's known credential, no network involved. */
export function StoryGoogleButton({ onCredential }: GoogleSignInButtonProps) {
  return <GoogleLike onClick={() => onCredential(MOCK_GOOGLE_CREDENTIAL)} />;
}

/** Google answers without a credential (the spec's failure path). */
export function StoryGoogleButtonWithoutCredential({ onCredential }: GoogleSignInButtonProps) {
  return <GoogleLike onClick={() => onCredential(undefined)} />;
}

/** Google's widget itself fails. */
export function StoryGoogleButtonThatFails({ onError }: GoogleSignInButtonProps) {
  return <GoogleLike onClick={onError} />;
}

/** The provider's script cannot be loaded. */
export const checkoutThatFailsToLoad: LoadCheckout = () => Promise.reject(new Error(CHECKOUT_LOAD_FAILED));

/**
 * The two minutes of asking for a pending payment's order, shortened so a story watches the whole
 * wait in a moment: the same back-off, a few milliseconds apart, a second and a half in all.
 */
export const STORY_CONFIRMATION_SCHEDULE: ConfirmationSchedule = {
  firstDelayMs: 40,
  factor: 1.6,
  maxDelayMs: 250,
  budgetMs: 1_500,
};

/** Services every story gets unless it overrides them: the mock Google button, the simulated checkout. */
export const storyServices: Services = {
  mode: 'live',
  GoogleSignInButton: StoryGoogleButton,
  loadCheckout: simulatedCheckout({ outcome: 'success' }),
  confirmationSchedule: STORY_CONFIRMATION_SCHEDULE,
};

/** Named service variants for `parameters.services`. */
export const serviceVariants = {
  googleWithoutCredential: { GoogleSignInButton: StoryGoogleButtonWithoutCredential },
  googleFails: { GoogleSignInButton: StoryGoogleButtonThatFails },
  checkoutDeclined: { loadCheckout: simulatedCheckout({ outcome: 'failure' }) },
  checkoutDismissed: { loadCheckout: simulatedCheckout({ outcome: 'dismiss' }) },
  checkoutFailsToLoad: { loadCheckout: checkoutThatFailsToLoad },
} satisfies Record<string, Partial<Services>>;
