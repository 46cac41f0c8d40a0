import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const TEST_CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KID = 'fake-google-key';

export interface SignOptions {
  /** Claims replacing (or, as undefined, removing) the defaults. */
  claims?: Record<string, unknown>;
  /** Sign with a key the JWKS does not publish (same kid). */
  foreignKey?: boolean;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

/**
 * Google's side of sign-in, on loopback: an RS256 key whose public half is served as a JWKS by a
 * real HTTP server, and a signer of Google-shaped ID tokens.
 */
export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** How many times the JWKS was fetched. */
  jwksRequests(): number;
  sign(options?: SignOptions): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const own = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwks = { keys: [{ ...(await exportJWK(own.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
  let requests = 0;
  const server: Server = createServer((request, response) => {
    if (request.url === '/oauth2/v3/certs') {
      requests += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId: TEST_CLIENT_ID,
    jwksRequests: () => requests,
    async sign(options: SignOptions = {}) {
      const now = Math.floor(Date.now() / 1000);
      const claims: Record<string, unknown> = {
        iss: 'https://accounts.google.com',
        aud: TEST_CLIENT_ID,
        sub: '110169484474386276334',
        email: 'priya.sharma@example.in',
        email_verified: true,
        name: 'Priya Sharma',
        picture: 'https://lh3.googleusercontent.com/a/priya',
        iat: now,
        exp: now + (options.expiresIn ?? 3600),
        jti: randomUUID(),
        ...options.claims,
      };
      for (const key of Object.keys(claims)) if (claims[key] === undefined) delete claims[key];
      const key: CryptoKey = options.foreignKey ? foreign.privateKey : own.privateKey;
      return new SignJWT(claims as JWTPayload).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(key);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

const base64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token (`alg: none`) with the given claims. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** The token with its payload replaced by `change(payload)`, the signature kept. */
export function tamperedToken(
  token: string,
  change: (payload: Record<string, unknown>) => Record<string, unknown>,
): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${base64url(change(decoded))}.${signature}`;
}

/** The claims of a token, unverified (for building variants in tests). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}
