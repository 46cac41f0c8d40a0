import { useState } from 'react';
import type { GoogleSignInButtonProps } from '@profit/design-system/services';

/** Temporary (front's `DemoSignIn` replaces it): asks the demo identity provider for a credential. */
export function DemoSignIn({ onCredential, onError }: GoogleSignInButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const response = await fetch('/api/auth/demo/credential', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Asha Verma', email: 'asha@example.in' }),
          });
          const body = (await response.json()) as { credential?: string };
          onCredential(body.credential);
        } catch {
          onError();
        } finally {
          setBusy(false);
        }
      }}
    >
      Sign in with the demo account
    </button>
  );
}
