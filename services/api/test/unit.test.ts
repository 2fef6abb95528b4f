import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableClusterDir } from '../src/embedded.ts';
import { mapError } from '../src/http/errors.ts';
import { decryptField, encryptField, generateEncryptionKey, parseEncryptionKey } from '../src/lib/encryption.ts';
import { hashPassword, verifyPassword } from '../src/lib/password.ts';
import { safeReturnTo } from '../src/lib/return-to.ts';
import { LoginRateLimiter } from '../src/modules/auth/rate-limit.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/booking/abc?startDate=2026-01-01&endDate=2026-01-03', '/booking/abc?startDate=2026-01-01&endDate=2026-01-03'],
    ['/cars/1#reviews', '/cars/1#reviews'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    ['/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n')],
    ['/\tfoo'],
    [' //evil.example'],
  ])('refuses %j', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('refuses non-strings and uses the fallback', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(['/a', '/b'])).toBe('/');
    expect(safeReturnTo(42, '/home')).toBe('/home');
  });
});

describe('field encryption', () => {
  const key = randomBytes(32);

  it('round-trips and never stores the plaintext', () => {
    const stored = encryptField('000123456789', key);
    expect(stored).not.toContain('000123456789');
    expect(stored.startsWith('v1:')).toBe(true);
    expect(decryptField(stored, key)).toBe('000123456789');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptField('123456789', key)).not.toBe(encryptField('123456789', key));
  });

  it('rejects a wrong key and tampered ciphertext', () => {
    const stored = encryptField('123456789', key);
    expect(() => decryptField(stored, randomBytes(32))).toThrow();
    const parts = stored.split(':');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => decryptField(parts.join(':'), key)).toThrow();
    expect(() => decryptField('plain', key)).toThrow();
  });

  it('parses 32-byte keys as hex or base64 and refuses others', () => {
    expect(parseEncryptionKey(generateEncryptionKey())).toHaveLength(32);
    expect(parseEncryptionKey('ab'.repeat(32))).toHaveLength(32);
    expect(() => parseEncryptionKey('short')).toThrow(/32 bytes/);
  });
});

describe('passwords', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(await verifyPassword('correct horse', 'garbage')).toBe(false);
  });
});

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

describe('mapError', () => {
  it('maps exclusion violations to 409 and leaves unknown errors as bugs', () => {
    expect(mapError(Object.assign(new Error('x'), { code: '23P01', constraint: 'booking_no_overlap' }))).toEqual({
      status: 409,
      body: { message: 'This car is already booked for some of these dates. Please choose other dates.' },
    });
    expect(mapError(Object.assign(new Error('x'), { code: '22P02' }))?.status).toBe(404);
    expect(mapError(new TypeError('boom'))).toBeUndefined();
  });
});

describe('reachableClusterDir', () => {
  const asRoot = process.getuid?.() === 0;

  it('keeps a cluster folder the postgres user can reach', () => {
    const open = mkdtempSync(join(tmpdir(), 'open-'));
    chmodSync(open, 0o755);
    expect(reachableClusterDir(join(open, '.data', 'postgres'))).toBe(join(open, '.data', 'postgres'));
  });

  it('moves a cluster out of a private folder when running as root (postgres could not reach it)', () => {
    const privateHome = mkdtempSync(join(tmpdir(), 'home-'));
    chmodSync(privateHome, 0o700);
    const wanted = join(privateHome, 'checkout', '.data', 'postgres');
    const chosen = reachableClusterDir(wanted);
    if (asRoot) {
      expect(chosen).toMatch(/^\/var\/lib\/ladrive\/[0-9a-f]{12}\/postgres$/);
      expect(reachableClusterDir(wanted)).toBe(chosen);
    } else {
      expect(chosen).toBe(wanted);
    }
  });
});
