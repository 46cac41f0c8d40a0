import { DEMO_SHOP_OWNER, type DemoCredentialRequest } from '@profit/contract';
import styled from 'styled-components';
import { useDemoCredentialMutation } from '../../../api/auth';
import { useContractFormOnDemand } from '../../../flows/useContractFormOnDemand';
import { Button, Text, TextField } from '../../../primitives';
import type { GoogleSignInButtonProps } from '../../../services/ServicesContext';
import { theme } from '../../../tokens';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  width: 100%;
  padding: ${theme.space[4]};
  border: ${theme.borderWidths.thin} dashed ${theme.colors.warning.strong};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.warning.soft};
`;

const Tag = styled.span`
  align-self: flex-start;
  padding: ${theme.space.half} ${theme.space[2]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.warning.strong};
  color: ${theme.colors.textInverse};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.caps};
  text-transform: uppercase;
`;

const loadForm = () => import('./demoCredentialForm');

/**
 * Demo mode's stand-in for Google's button (the `GoogleSignInButton` of the services): a name and
 * an e-mail, a credential from the backend's demo identity provider, then the same `onCredential`
 * as Google's button, so sign-in goes through the very same `/auth/google` call. A failure to get
 * a credential is reported as the widget's failure. Checked with the contract's schema like every
 * form (messages under the fields, the first wrong one focused); demo mode loads this form as the
 * app starts, so its checks load on first use (`useContractFormOnDemand`).
 */
export function DemoSignIn({ onCredential, onError }: GoogleSignInButtonProps) {
  const [requestCredential, { isLoading, originalArgs }] = useDemoCredentialMutation();
  const asOwner = originalArgs?.email === DEMO_SHOP_OWNER.email;

  const signInAs = async (person: DemoCredentialRequest) => {
    const result = await requestCredential(person);
    if (result.data) onCredential(result.data.credential);
    else {
      console.error('Demo credential refused', result.error);
      onError();
    }
  };

  const { formProps, field, engine } = useContractFormOnDemand(
    loadForm,
    { name: '', email: '' },
    // Its checks could not load (the server gone): the widget's failure, as a refused credential.
    { onValid: signInAs, onLoadFailed: onError },
  );

  return (
    <Form aria-label="Demo sign-in" {...formProps}>
      {engine}
      <Tag>Demo mode</Tag>
      <Text size="small" tone="muted">
        This is a demo store: no Google account is needed. Sign in as anyone; payments are simulated.
      </Text>
      <TextField label="Your name" autoComplete="name" required {...field('name')} />
      <TextField label="Your e-mail" type="email" autoComplete="email" required {...field('email')} />
      <Button
        type="submit"
        variant="inverse"
        fullWidth
        loading={isLoading && !asOwner}
        disabled={isLoading}
        loadingText="Getting your demo pass..."
      >
        Sign in to the demo
      </Button>
      <Text size="small" tone="muted">
        Or look behind the counter: the shop owner's console at /admin (orders, refunds, support), with demo data.
      </Text>
      <Button
        type="button"
        variant="secondary"
        fullWidth
        loading={isLoading && asOwner}
        disabled={isLoading}
        loadingText="Opening the shop..."
        onClick={() => void signInAs(DEMO_SHOP_OWNER)}
      >
        Sign in as the shop owner
      </Button>
    </Form>
  );
}
