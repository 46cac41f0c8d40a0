import { HttpResponse } from 'msw';
import {
  AUTH_MESSAGES,
  AuthResponseSchema,
  DemoCredentialRequestSchema,
  DemoCredentialResponseSchema,
  ENDPOINTS,
  GoogleSignInRequestSchema,
  LogoutResponseSchema,
  ProfileResponseSchema,
} from '@profit/contract';
import {
  DEMO_CREDENTIAL_PREFIX,
  isMockMerchant,
  MOCK_GOOGLE_CREDENTIAL,
  mockDb,
  STORY_USER,
  type MockUser,
} from './db';
import {
  errorResponse,
  errorVariants,
  latency,
  rateLimitedVariant,
  readBody,
  respond,
  sessionUser,
  unauthenticated,
  handle,
} from './http';

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const fromBase64 = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text), (char) => char.charCodeAt(0)));

/** The person a credential names: the stories' Google credential, or one the demo provider issued. */
function personOf(credential: string): MockUser | null {
  if (credential === MOCK_GOOGLE_CREDENTIAL) return STORY_USER;
  if (!credential.startsWith(DEMO_CREDENTIAL_PREFIX)) return null;
  try {
    const { name, email } = JSON.parse(fromBase64(credential.slice(DEMO_CREDENTIAL_PREFIX.length))) as {
      name: string;
      email: string;
    };
    return mockDb.upsertUser(name, email);
  } catch {
    return null;
  }
}

const ok = [
  handle(ENDPOINTS.demoCredential, async ({ request }) => {
    await latency();
    const body = await readBody(request, DemoCredentialRequestSchema);
    if ('response' in body) return body.response;
    return respond(DemoCredentialResponseSchema, {
      credential: DEMO_CREDENTIAL_PREFIX + toBase64(JSON.stringify(body.data)),
    });
  }),
  handle(ENDPOINTS.signInWithGoogle, async ({ request }) => {
    await latency();
    const body = await readBody(request, GoogleSignInRequestSchema);
    if ('response' in body) return body.response;
    const user = personOf(body.data.credential);
    if (!user) return errorResponse(401, 'UNAUTHENTICATED', AUTH_MESSAGES.signInFailed);
    return respond(AuthResponseSchema, { user, token: mockDb.openSession(user) });
  }),
  handle(ENDPOINTS.profile, async ({ request }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    return respond(ProfileResponseSchema, {
      user: { name: user.name, username: user.username, email: user.email },
      merchant: isMockMerchant(user),
    });
  }),
  handle(ENDPOINTS.logout, async ({ request }) => {
    await latency();
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
    if (token) mockDb.closeSession(token);
    return respond(LogoutResponseSchema, { success: true });
  }),
];

const routes = [ENDPOINTS.demoCredential, ENDPOINTS.signInWithGoogle, ENDPOINTS.profile, ENDPOINTS.logout] as const;

/** Sign-in, profile and logout: `ok`, and each error path of the spec. */
export const authHandlers = {
  ok,
  ...errorVariants(routes),
  /** Too many sign-ins from one address: 429 with `Retry-After` on every route of the group, as on the server. */
  rateLimited: rateLimitedVariant(routes),
  /** Google sign-in is refused (a non-ok answer); profile and logout still work. */
  signInRejected: [
    handle(ENDPOINTS.signInWithGoogle, async () => {
      await latency();
      return errorResponse(401, 'UNAUTHENTICATED', AUTH_MESSAGES.signInFailed);
    }),
    ...ok,
  ],
  /** Google's signing keys cannot be fetched: sign-in answers 503, as the server does. */
  signInUnavailable: [
    handle(ENDPOINTS.signInWithGoogle, async () => {
      await latency();
      return errorResponse(503, 'SERVICE_UNAVAILABLE', AUTH_MESSAGES.signInUnavailable);
    }),
    ...ok,
  ],
  /** Only the logout call fails (the session is cleared locally anyway). */
  logoutFails: [handle(ENDPOINTS.logout, () => HttpResponse.error()), ...ok],
};
