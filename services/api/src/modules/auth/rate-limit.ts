/**
 * Sign-in throttle: at most N failed attempts per (email, IP) in a sliding window.
 *
 * Kept in memory on purpose: it is a brake on password guessing, not an accounting record, and a
 * table would put a write on every failed attempt. The trade-off: each API replica counts on its
 * own (with R replicas behind a load balancer an attacker gets up to R×N tries per window) and a
 * restart forgets the counts. Entries are pruned as they expire, so memory stays bounded by the
 * number of (email, IP) pairs that failed in the last window.
 */
export interface RateLimitOptions {
  maxFailures: number;
  windowMs: number;
}

export class LoginRateLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #options: RateLimitOptions;
  readonly #now: () => number;

  constructor(options: RateLimitOptions, now: () => number = Date.now) {
    this.#options = options;
    this.#now = now;
  }

  static key(email: string, ip: string): string {
    return `${email.trim().toLowerCase()}\u0000${ip}`;
  }

  #recent(key: string): number[] {
    const cutoff = this.#now() - this.#options.windowMs;
    const recent = (this.#failures.get(key) ?? []).filter((time) => time > cutoff);
    if (recent.length) this.#failures.set(key, recent);
    else this.#failures.delete(key);
    return recent;
  }

  /** Milliseconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfterMs(key: string): number {
    const recent = this.#recent(key);
    if (recent.length < this.#options.maxFailures) return 0;
    const oldestThatCounts = recent[recent.length - this.#options.maxFailures]!;
    return Math.max(1, oldestThatCounts + this.#options.windowMs - this.#now());
  }

  recordFailure(key: string): void {
    const recent = this.#recent(key);
    recent.push(this.#now());
    this.#failures.set(key, recent);
    if (this.#failures.size > 10_000) this.prune();
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }

  prune(): void {
    for (const key of [...this.#failures.keys()]) this.#recent(key);
  }
}
