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

  /** The verified identity, or `IdTokenRejected` naming the check that failed. */
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
      throw new IdTokenRejected(describeJoseError(error));
    }
    const email = typeof payload['email'] === 'string' ? payload['email'].trim() : '';
    if (!email) throw new IdTokenRejected('no email claim');
    const verified = payload['email_verified'];
    if (verified !== true && verified !== 'true') throw new IdTokenRejected('email not verified');
    const name =
      typeof payload['name'] === 'string' && payload['name'].trim()
        ? payload['name'].trim()
        : (email.split('@')[0] ?? email);
    const picture = typeof payload['picture'] === 'string' ? payload['picture'] : null;
    return { sub: payload.sub as string, email, name, picture };
  }
}

function describeJoseError(error: unknown): string {
  if (error instanceof errors.JWTClaimValidationFailed) return `claim ${error.claim} failed: ${error.reason}`;
  if (error instanceof errors.JWTExpired) return 'token expired';
  if (error instanceof errors.JOSEError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : 'unknown verification error';
}
