import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, RawBuilder } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/types.js';
import { hashToken } from '../security/tokens.js';
import { ApiError } from './errors.js';
import type { LiveTokens } from './live-tokens.js';

/** Who a bearer token belongs to. */
export type Principal =
  | { kind: 'user'; userId: number; tokenId: number }
  | { kind: 'guest'; guestId: number; tokenId: number };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The bearer token a request carries, if any. */
export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The `tokens` row a bearer token is, unless unknown, expired or revoked: one read, also usable as a subquery. */
export function liveTokenQuery(db: Kysely<Database>, token: string, now: Date) {
  return liveTokenByHash(db, hashToken(token), now);
}

/** The same read by the token's hash, a value or a column of an enclosing statement (a batch of buyers). */
export function liveTokenByHash(db: Kysely<Database>, tokenHash: string | RawBuilder<string>, now: Date) {
  return db
    .selectFrom('tokens')
    .select(['id', 'kind', 'user_id', 'guest_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
}

/** Who a live token's row belongs to. */
export function principalOfToken(row: { id: number; kind: string; user_id: number | null; guest_id: number | null } | undefined): Principal | null {
  if (row === undefined) return null;
  if (row.kind === 'user' && row.user_id !== null) return { kind: 'user', userId: row.user_id, tokenId: row.id };
  if (row.kind === 'guest' && row.guest_id !== null) return { kind: 'guest', guestId: row.guest_id, tokenId: row.id };
  return null;
}

export const UNAUTHENTICATED = () => new ApiError(401, 'You need to sign in.');

/**
 * Resolves bearer tokens against the `tokens` table: unknown, expired or revoked → none. Given the
 * live tokens this instance keeps (live-tokens.ts), a token read once is not read again while it
 * is live.
 */
export function createAuthentication(db: Kysely<Database>, clock: Clock, held?: LiveTokens) {
  async function principalOf(request: FastifyRequest): Promise<Principal | null> {
    const token = bearerOf(request);
    if (token === null) return null;
    const now = clock.now();
    if (held === undefined) return principalOfToken(await liveTokenQuery(db, token, now).executeTakeFirst());
    const hash = hashToken(token);
    const known = held.find(hash, now);
    if (known !== undefined) return principalOfToken(known);
    const readStarted = held.readStarted();
    const row = await liveTokenQuery(db, token, now).executeTakeFirst();
    if (row !== undefined) held.keep(hash, row, row.expires_at, readStarted);
    return principalOfToken(row);
  }

  return {
    /**
     * These tokens were revoked or changed here (`null`: some, not named): forgotten at once, not
     * only when their announcement comes back (migration 0035).
     */
    tokensChanged(tokenIds: readonly number[] | null): void {
      held?.changed(tokenIds);
    },
    /** preHandler: a user token is required. */
    async requireUser(request: FastifyRequest, _reply: FastifyReply) {
      const principal = await principalOf(request);
      if (principal?.kind !== 'user') throw UNAUTHENTICATED();
      request.principal = principal;
    },
    /** preHandler: a user or guest token is required. */
    async requireAny(request: FastifyRequest, _reply: FastifyReply) {
      const principal = await principalOf(request);
      if (principal === null) throw UNAUTHENTICATED();
      request.principal = principal;
    },
    /** preHandler: a valid token personalises the answer; a bad one is ignored. */
    async optional(request: FastifyRequest, _reply: FastifyReply) {
      request.principal = await principalOf(request);
    },
  };
}

export type Authentication = ReturnType<typeof createAuthentication>;

/** The signed-in user's id; only call behind `requireUser`. */
export function userIdOf(request: FastifyRequest): number {
  if (request.principal?.kind !== 'user') throw UNAUTHENTICATED();
  return request.principal.userId;
}

/** The owner column and id to filter rows a user or guest owns by. */
export function ownerFilter(request: FastifyRequest): { column: 'user_id' | 'guest_id'; id: number } {
  const principal = request.principal;
  if (principal === null) throw UNAUTHENTICATED();
  return principal.kind === 'user' ? { column: 'user_id', id: principal.userId } : { column: 'guest_id', id: principal.guestId };
}

/** The user behind an optional token, for personalised answers (`in_wishlist`). */
export function optionalUserId(request: FastifyRequest): number | null {
  return request.principal?.kind === 'user' ? request.principal.userId : null;
}
