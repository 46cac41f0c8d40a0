import { Inject, Injectable, Optional } from '@nestjs/common';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { DEMO_CLIENT_ID, DEMO_IDENTITY, DEMO_ISSUER, DemoIdentity } from './demo-identity/demo-identity.js';

/** Issuers Google signs ID tokens as. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** Clock skew tolerated on `exp`, `iat` and `nbf`. */
export const CLOCK_TOLERANCE_SECONDS = 30;

/** The person an ID token vouches for. */
export interface VerifiedIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
  /** When the token itself expires: it is kept as exchanged until then. */
  expiresAt: Date;
}

/** The issuer's keys could not be fetched: nobody can sign in until they can, whatever the token. */
export class IdentityProviderUnreachable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'IdentityProviderUnreachable';
  }
}

/** Why a token was refused: logged, never shown to the client. */
export class IdTokenRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'IdTokenRejected';
  }
}

interface TrustedIssuer {
  issuers: string[];
  audience: string;
  keys: JWTVerifyGetKey;
}

/**
 * Verifies an OpenID Connect ID token: RS256 signature against the issuer's JWKS, issuer, audience,
 * expiry (with a small skew) and a verified e-mail. Trusts Google (keys from `GOOGLE_JWKS_URL`,
 * audience `GOOGLE_CLIENT_ID`), or, in demo mode only, the backend's own demo identity provider.
 */
@Injectable()
export class IdTokenVerifier {
  private readonly trusted: TrustedIssuer;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Optional() @Inject(DEMO_IDENTITY) demo?: DemoIdentity) {
    if (config.demoIdentity && demo) {
      this.trusted = { issuers: [DEMO_ISSUER], audience: DEMO_CLIENT_ID, keys: demo.keySet };
    } else {
      if (!config.env.GOOGLE_CLIENT_ID) throw new Error('GOOGLE_CLIENT_ID is required outside demo mode');
      this.trusted = {
        issuers: GOOGLE_ISSUERS,
        audience: config.env.GOOGLE_CLIENT_ID,
        keys: createRemoteJWKSet(new URL(config.env.GOOGLE_JWKS_URL), { timeoutDuration: 5_000 }),
      };
    }
  }

  /**
   * The verified identity, `IdTokenRejected` naming the check that failed, or
   * `IdentityProviderUnreachable` when the issuer's keys cannot be fetched.
   */
  async verify(credential: string): Promise<VerifiedIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, this.trusted.keys, {
        algorithms: ['RS256'],
        issuer: this.trusted.issuers,
        audience: this.trusted.audience,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (isKeySetUnreachable(error)) throw new IdentityProviderUnreachable(describeJoseError(error));
      throw new IdTokenRejected(describeJoseError(error));
    }
    // jose accepts an audience list that holds ours among others; Google's tokens name one client,
    // and a token minted for several parties is not a sign-in to this shop alone.
    if (Array.isArray(payload.aud) && payload.aud.length !== 1) throw new IdTokenRejected('aud lists other audiences');
    const now = Math.floor(Date.now() / 1000);
    if ((payload.iat as number) > now + CLOCK_TOLERANCE_SECONDS) throw new IdTokenRejected('iat is in the future');
    const email = typeof payload['email'] === 'string' ? payload['email'].trim() : '';
    if (!email) throw new IdTokenRejected('no email claim');
    const verified = payload['email_verified'];
    if (verified !== true && verified !== 'true') throw new IdTokenRejected('email not verified');
    const name =
      typeof payload['name'] === 'string' && payload['name'].trim()
        ? payload['name'].trim()
        : (email.split('@')[0] ?? email);
    const picture = typeof payload['picture'] === 'string' ? payload['picture'] : null;
    return { sub: payload.sub as string, email, name, picture, expiresAt: new Date((payload.exp as number) * 1000) };
  }
}

/**
 * Whether verification failed because the key set could not be fetched (a timeout, a refused
 * connection, an answer other than 200), not because of the token.
 */
function isKeySetUnreachable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  if (error instanceof errors.JOSEError) return error.message.includes('JSON Web Key Set HTTP response');
  // By name, not instanceof: fetch's TypeError may come from another realm (a test runner's VM context).
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return name === 'TypeError' && typeof message === 'string' && /fetch failed/i.test(message);
}

function describeJoseError(error: unknown): string {
  if (error instanceof errors.JWTClaimValidationFailed) return `claim ${error.claim} failed: ${error.reason}`;
  if (error instanceof errors.JWTExpired) return 'token expired';
  if (error instanceof errors.JOSEError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown verification error';
}
