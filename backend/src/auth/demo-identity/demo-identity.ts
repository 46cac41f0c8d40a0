import { createHash, randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';

/** Issuer of the demo identity provider's ID tokens. */
export const DEMO_ISSUER = 'https://demo-identity.local';
/** Audience (client id) of the demo identity provider's ID tokens. */
export const DEMO_CLIENT_ID = 'profit-store-demo';
/** Injection token of the `DemoIdentity`, provided only in demo mode. */
export const DEMO_IDENTITY = Symbol('DEMO_IDENTITY');

const TOKEN_LIFETIME_SECONDS = 3600;

/**
 * A stand-in for Google, for trying the shop without a Google client id: an RS256 key pair made at
 * start, ID tokens signed with it, and its public JWKS. Sign-in still goes through the one
 * verification path (`IdTokenVerifier`), so demo mode exercises the production code.
 */
export class DemoIdentity {
  private readonly kid = randomUUID();
  /** Generated in the background from construction, so start-up does not wait for it. */
  private readonly keys: Promise<{ privateKey: CryptoKey; jwks: JSONWebKeySet; verifyKey: JWTVerifyGetKey }>;

  constructor() {
    this.keys = generateKeyPair('RS256', { modulusLength: 2048 }).then(async ({ privateKey, publicKey }) => {
      const jwks: JSONWebKeySet = {
        keys: [{ ...(await exportJWK(publicKey)), kid: this.kid, alg: 'RS256', use: 'sig' }],
      };
      return { privateKey, jwks, verifyKey: createLocalJWKSet(jwks) };
    });
  }

  /** The public key set, as published at `GET /api/auth/demo/jwks`. */
  async jwks(): Promise<JSONWebKeySet> {
    return (await this.keys).jwks;
  }

  /** The key set the verifier checks demo tokens against (held locally, no HTTP round trip). */
  readonly keySet: JWTVerifyGetKey = async (header, token) => (await this.keys).verifyKey(header, token);

  /** A Google-shaped ID token for this person; `sub` is derived from the e-mail, so it is stable. */
  async issueIdToken(person: { name: string; email: string }): Promise<string> {
    const email = person.email.trim().toLowerCase();
    const sub = `demo-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
    return (
      new SignJWT({ email, email_verified: true, name: person.name.trim() })
        .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
        .setIssuer(DEMO_ISSUER)
        .setAudience(DEMO_CLIENT_ID)
        .setSubject(sub)
        .setIssuedAt()
        // As Google's own tokens do: two sign-ins of one person in the same second are two credentials.
        .setJti(randomUUID())
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign((await this.keys).privateKey)
    );
  }
}
