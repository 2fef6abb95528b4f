import { describe, expect, it } from 'vitest';
import { identityCovers } from './identity.ts';

const onFile = { driverLicense: 'D1234567', licenseExpiry: '2030-05-01' };

describe('identityCovers', () => {
  it('covers the same licence however it is typed', () => {
    expect(identityCovers(onFile, { driverLicense: ' d123-4567 ', licenseExpiry: '2030-05-01' })).toBe(true);
  });

  it('asks again for another licence number, or a renewed card (another expiry)', () => {
    expect(identityCovers(onFile, { driverLicense: 'D7654321', licenseExpiry: '2030-05-01' })).toBe(false);
    expect(identityCovers(onFile, { driverLicense: 'D1234567', licenseExpiry: '2034-05-01' })).toBe(false);
  });

  it('covers nothing without an identity on file', () => {
    expect(identityCovers(null, onFile)).toBe(false);
  });
});
