import { describe, expect, it } from 'vitest';
import { CookieKeys } from './cookie-keys.ts';

// signatures made by Keygrip 1.1 (Koa's default before CookieKeys): cookies signed then must still verify
const KEYGRIP_SIGNED = {
  data: 'ladrive.sid=abc123',
  byFirstKey: 'kH4fq7pA_LgIPc50kWOQCcdWD_A',
  bySecondKey: '2bet_dRlQGDshSaXRdRMOeq-zcE',
};

describe('CookieKeys', () => {
  const keys = new CookieKeys(['old-key-1', 'second']);

  it('signs as Keygrip did, with the first key', () => {
    expect(keys.sign(KEYGRIP_SIGNED.data)).toBe(KEYGRIP_SIGNED.byFirstKey);
    expect(new CookieKeys(['x']).sign('x=y')).not.toBe(keys.sign('x=y'));
  });

  it('verifies a signature by any of its keys and names which', () => {
    expect(keys.index(KEYGRIP_SIGNED.data, KEYGRIP_SIGNED.byFirstKey)).toBe(0);
    expect(keys.index(KEYGRIP_SIGNED.data, KEYGRIP_SIGNED.bySecondKey)).toBe(1);
    expect(keys.verify(KEYGRIP_SIGNED.data, KEYGRIP_SIGNED.bySecondKey)).toBe(true);
  });

  it('refuses another value, a key it does not hold and any other spelling of the signature', () => {
    expect(keys.verify('ladrive.sid=abc124', KEYGRIP_SIGNED.byFirstKey)).toBe(false);
    expect(new CookieKeys(['other']).verify(KEYGRIP_SIGNED.data, KEYGRIP_SIGNED.byFirstKey)).toBe(false);
    for (const spelling of [
      `${KEYGRIP_SIGNED.byFirstKey}=`,
      `${KEYGRIP_SIGNED.byFirstKey}!`,
      KEYGRIP_SIGNED.byFirstKey.slice(0, -1),
      '',
    ]) {
      expect(keys.index(KEYGRIP_SIGNED.data, spelling)).toBe(-1);
    }
  });

  it('needs a key', () => {
    expect(() => new CookieKeys([])).toThrow();
  });
});
