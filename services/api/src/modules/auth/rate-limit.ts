/**
 * The sign-in throttle, shared by every API replica through PostgreSQL (a row per failed attempt; a
 * success clears that account's failures from that address). Two limits, both sliding windows:
 * - per account and address: stops guessing one password (the address is the one our own proxy saw,
 *   so a client cannot rotate it with X-Forwarded-For, see http/client-address.ts);
 * - per address across accounts: stops one address trying a password on many accounts.
 * A locked-out attacker never locks the real user out from the real user's own address.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { storedIp } from '../../lib/client-address.ts';
import { SignInFailure } from './sign-in-failure.entity.ts';

export interface SignInLimits {
  /** Failed attempts for one email from one address within the window. */
  maxFailures: number;
  /** Failed attempts from one address, whatever the emails, within the window. */
  maxFailuresPerAddress: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  maxFailures: 5,
  maxFailuresPerAddress: 20,
  windowMs: 15 * 60 * 1000,
};

export class LoginRateLimiter {
  readonly #orm: MikroORM;
  readonly #limits: SignInLimits;
  readonly #now: () => number;

  constructor(orm: MikroORM, limits: SignInLimits, now: () => number = Date.now) {
    this.#orm = orm;
    this.#limits = limits;
    this.#now = now;
  }

  /** Milliseconds until the `max`-th most recent failure leaves the window (0 when fewer than `max`). */
  async #wait(where: { email?: string; ip: string }, max: number): Promise<number> {
    const since = new Date(this.#now() - this.#limits.windowMs);
    const recent = await this.#orm.em
      .fork()
      .find(
        SignInFailure,
        { ...where, failedAt: { $gt: since } },
        { orderBy: { failedAt: 'desc' }, limit: max, fields: ['failedAt'] },
      );
    if (recent.length < max) return 0;
    const oldestThatCounts = recent[max - 1]!.failedAt.getTime();
    return Math.max(1, oldestThatCounts + this.#limits.windowMs - this.#now());
  }

  /** Milliseconds until another attempt for `email` from `ip` is allowed, or 0 when it is allowed now. */
  async retryAfterMs(email: string, ip: string): Promise<number> {
    const [account, address] = await Promise.all([
      this.#wait({ email: normalize(email), ip: storedIp(ip) }, this.#limits.maxFailures),
      this.#wait({ ip: storedIp(ip) }, this.#limits.maxFailuresPerAddress),
    ]);
    return Math.max(account, address);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const em = this.#orm.em.fork();
    em.create(SignInFailure, { email: normalize(email), ip: storedIp(ip), failedAt: new Date(this.#now()) });
    await em.flush();
  }

  async reset(email: string, ip: string): Promise<void> {
    await this.#orm.em.fork().nativeDelete(SignInFailure, { email: normalize(email), ip: storedIp(ip) });
  }

  /** Forgets failures that no longer count (run with the session purge). */
  async prune(): Promise<number> {
    const before = new Date(this.#now() - this.#limits.windowMs);
    return this.#orm.em.fork().nativeDelete(SignInFailure, { failedAt: { $lt: before } });
  }
}

const normalize = (email: string) => email.trim().toLowerCase().slice(0, 320);
