import { GoogleLogin } from '@react-oauth/google';
import type { GoogleSignInButtonProps } from './ServicesContext';

/**
 * Live mode: Google's own button (one-tap, filled black, pill, "Sign in with Google").
 * Needs a `GoogleOAuthProvider` with the client id above it, which the storefront provides.
 */
export function GoogleIdentityButton({ onCredential, onError }: GoogleSignInButtonProps) {
  return (
    <GoogleLogin
      onSuccess={(response) => onCredential(response.credential)}
      onError={onError}
      useOneTap
      theme="filled_black"
      shape="pill"
      text="signin_with"
    />
  );
}
