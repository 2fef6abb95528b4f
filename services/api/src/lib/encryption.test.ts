import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptField, encryptField, generateEncryptionKey, parseEncryptionKey } from './encryption.ts';

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
