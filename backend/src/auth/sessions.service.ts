import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { sessions, users } from '../database/schema.js';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';

/** Session tokens are 32 random bytes; the database keeps only their SHA-256. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** How long a resolved session is answered from memory before the database is asked again. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** At most this many sessions are held in memory; the oldest entry makes room for a new one. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface CachedSession {
  user: AuthenticatedUser;
  /** The session's own expiry: checked on every hit, so an expired session is refused at once. */
  sessionExpiresAt: number;
  /** When this entry stops being trusted and the database is asked again. */
  cachedUntil: number;
}

/**
 * Resolved sessions by token hash, for one database. Revoking a session in this process removes it
 * at once, and a lookup that raced with a revocation is never stored (the revocation count moved).
 *
 * Only sound when every revocation goes through this process: true of embedded PGlite, whose data
 * folder belongs to exactly one process. With PostgreSQL several replicas may share the database and
 * a session revoked by another replica would live on here for up to the TTL, so the cache is not
 * used there (see `SessionsService`). Revocation is the only way a session ends early (users are never
 * deleted); a user's name and email, refreshed at each Google sign-in, may show their previous value
 * for up to the TTL on an older session's requests.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private revocations = 0;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached user of a live session, or undefined (not cached, entry too old, or session expired). */
  get(tokenHash: string): AuthenticatedUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const now = this.now();
    if (now >= entry.cachedUntil || now >= entry.sessionExpiresAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /** A marker to take before reading the database, handed back to `set`. */
  mark(): number {
    return this.revocations;
  }

  /** Stores a session read from the database, unless a revocation happened since `mark` was taken. */
  set(tokenHash: string, user: AuthenticatedUser, sessionExpiresAt: Date, marker: number): void {
    if (marker !== this.revocations) return;
    const now = this.now();
    const expiresAt = sessionExpiresAt.getTime();
    if (now >= expiresAt) return;
    this.entries.delete(tokenHash);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { user, sessionExpiresAt: expiresAt, cachedUntil: now + this.ttlMs });
  }

  /** Forgets a session (by its id) and refuses to store any lookup already in flight. */
  revoke(sessionId: string): void {
    this.revocations++;
    for (const [hash, entry] of this.entries) {
      if (entry.user.sessionId === sessionId) this.entries.delete(hash);
    }
  }

  /** Forgets every session of a user (an erasure ended them all) and refuses lookups in flight. */
  revokeUser(userId: string): void {
    this.revocations++;
    for (const [hash, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(hash);
    }
  }
}

/** One cache per open database, so every app (and service instance) over it sees the same revocations. */
const caches = new WeakMap<Database, SessionCache>();

/** The session cache of a database: embedded PGlite only (one process owns its data), never PostgreSQL. */
export function sessionCacheFor(database: Database): SessionCache | undefined {
  if (database.kind !== 'pglite') return undefined;
  let cache = caches.get(database);
  if (!cache) {
    cache = new SessionCache();
    caches.set(database, cache);
  }
  return cache;
}

/** Issues, resolves and revokes server-side sessions, so a signed-out token is dead everywhere. */
@Injectable()
export class SessionsService {
  private readonly cache: SessionCache | undefined;

  constructor(
    @InjectDatabase() private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cache = sessionCacheFor(database);
  }

  /** Starts a session for a user and answers its bearer token (shown once, never stored). */
  async issue(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.config.env.SESSION_TTL_HOURS * 3_600_000);
    await this.database.db.insert(sessions).values({ userId, tokenHash: hashSessionToken(token), expiresAt });
    return token;
  }

  /**
   * The user of a live (unexpired, unrevoked) session, or null. On embedded PGlite a live session
   * is remembered for `SESSION_CACHE_TTL_MS` (its expiry still checked on every request); revoking
   * it here removes it at once.
   */
  async resolve(token: string): Promise<AuthenticatedUser | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const tokenHash = hashSessionToken(token);
    const cache = this.cache;
    const cached = cache?.get(tokenHash);
    if (cached) return cached;
    const marker = cache?.mark() ?? 0;
    const [row] = await this.database.db
      .select({
        sessionId: sessions.id,
        id: users.id,
        email: users.email,
        name: users.name,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
    if (!row) return null;
    const user: AuthenticatedUser = { sessionId: row.sessionId, id: row.id, email: row.email, name: row.name };
    cache?.set(tokenHash, user, row.expiresAt, marker);
    return user;
  }

  /**
   * Forgets whatever this process remembers of a user's sessions. The caller ends them in the
   * database and calls this before and after its transaction, as `revoke` does for one session.
   */
  forgetSessionsOf(userId: string): void {
    this.cache?.revokeUser(userId);
  }

  /** Revokes one session; revoking a session already gone is not an error. */
  async revoke(sessionId: string): Promise<void> {
    // Forgotten before and after the UPDATE: no request resolves it from memory once this returns,
    // and a lookup that read the row while it was still live is not stored.
    this.cache?.revoke(sessionId);
    try {
      await this.database.db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    } finally {
      this.cache?.revoke(sessionId);
    }
  }
}
