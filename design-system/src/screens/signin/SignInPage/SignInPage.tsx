import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SIGN_IN } from '../../../content/signin';
import { useGoogleSignIn } from '../../../flows/useGoogleSignIn';
import { Container, Heading, Link, LockIcon, Spinner, Text } from '../../../primitives';
import { PageMeta } from '../../../seo';
import { useServices } from '../../../services/ServicesContext';
import { useAppSelector } from '../../../state/hooks';
import { selectIsSignedIn } from '../../../state/sessionSlice';
import { SuccessStories } from '../SuccessStories';
import { glowInCorner, theme } from '../../../tokens';

const Page = styled.div`
  background:
    ${glowInCorner({ width: 50, height: 30, color: `${theme.colors.brand}1f`, fadesAt: 60 })},
    ${theme.colors.surfaceInk};
  color: ${theme.colors.textInverse};
  padding: ${theme.space[10]} 0 ${theme.space[16]};

  ${theme.media.lg} {
    padding: ${theme.space[20]} 0;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[12]};
  align-items: center;

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 28rem);
    gap: ${theme.space[20]};
  }
`;

// The stories come after the card in the document as on a phone's screen: a browser that shows
// the page before it has parsed all of it never grows the card above stories already in view.
const Stories = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};

  ${theme.media.lg} {
    grid-area: 1 / 1;
  }
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  padding: ${theme.space[8]} ${theme.space[6]};
  border-radius: ${theme.radii['2xl']};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.elevation[4]};

  ${theme.media.md} {
    padding: ${theme.space[10]};
  }
  ${theme.media.lg} {
    grid-area: 1 / 2;
  }
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.control.lg};
  height: ${theme.sizes.control.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceInk};
  color: ${theme.colors.accentOnInk};
`;

const ButtonSlot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: ${theme.sizes.control.lg};
`;

const Busy = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: ${theme.space[6]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Notice = styled(Text)`
  padding-top: ${theme.space[4]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.borderSubtle};
`;

const fromState = (state: unknown): string | undefined => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
};

/**
 * `/signin`: the rotating success stories and the 'Welcome Back' card with the Google button of
 * the services (the demo sign-in in demo mode). Success goes to where the visitor came from
 * (`location.state.from`) or `/products`, replacing history, after 100 ms; a visitor who is
 * already signed in is sent to `/`.
 */
export function SignInPage() {
  const { GoogleSignInButton } = useServices();
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  // Set when this page starts a sign-in, so its own success is not taken for a signed-in visitor.
  const [signInStarted, setSignInStarted] = useState(false);
  const { signingIn, onCredential, onError } = useGoogleSignIn({
    redirectTo: fromState(location.state) ?? '/products',
  });

  if (signedIn && !signInStarted) return <Navigate to="/" replace />;

  return (
    <Page>
      <PageMeta
        title="Sign in"
        description="Sign in with Google to fill your cart, pay in rupees and find every tool you bought in your library."
        path="/signin"
      />
      <Container>
        <Layout>
          <Card aria-labelledby="signin-title">
            <Mark aria-hidden="true">
              <LockIcon />
            </Mark>
            <Heading id="signin-title" level={1} size="h2" tabIndex={-1}>
              {SIGN_IN.title}
            </Heading>
            <Text tone="muted">{SIGN_IN.lead}</Text>
            <ButtonSlot>
              <GoogleSignInButton
                onCredential={(credential) => {
                  setSignInStarted(true);
                  void onCredential(credential);
                }}
                onError={onError}
              />
            </ButtonSlot>
            <Busy>
              {signingIn && <Spinner label={SIGN_IN.signingIn} size="sm" />}
              {signingIn && <span aria-hidden="true">{SIGN_IN.signingIn}</span>}
            </Busy>
            <Notice size="small" tone="muted">
              By signing in you agree to our <Link href="/terms">Terms of Service</Link> and{' '}
              <Link href="/privacy">Privacy Policy</Link>.
            </Notice>
          </Card>
          <Stories aria-labelledby="stories-title">
            <Heading id="stories-title" level={2} size="h3" tone="inverse">
              {SIGN_IN.storiesHeading}
            </Heading>
            <Text tone="inverseMuted" measure>
              {SIGN_IN.storiesLead}
            </Text>
            <SuccessStories />
          </Stories>
        </Layout>
      </Container>
    </Page>
  );
}
