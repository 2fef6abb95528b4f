import { describe, expect, it } from 'vitest';
import { LoginRateLimiter } from './rate-limit.ts';

describe('LoginRateLimiter', () => {
  it('allows 5 failures per window, then says how long to wait', () => {
    let now = 1_000_000;
    const limiter = new LoginRateLimiter({ maxFailures: 5, windowMs: 15 * 60_000 }, () => now);
    const key = LoginRateLimiter.key('A@example.com', '1.2.3.4');
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfterMs(key)).toBe(0);
      limiter.recordFailure(key);
      now += 1000;
    }
    expect(limiter.retryAfterMs(key)).toBe(15 * 60_000 - 5000);
    expect(limiter.retryAfterMs(LoginRateLimiter.key('a@example.com', '5.6.7.8'))).toBe(0);
    now += 15 * 60_000;
    expect(limiter.retryAfterMs(key)).toBe(0);
  });
});
