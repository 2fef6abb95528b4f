/**
 * Field encryption for data at rest (bank account and routing numbers): AES-256-GCM with a
 * random 96-bit IV per value. Stored form: `v1:<iv>:<tag>:<ciphertext>`, each part base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** Parses a 32-byte key given as 64 hex characters or base64/base64url. Throws when it is not 32 bytes. */
export function parseEncryptionKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

export function generateEncryptionKey(): string {
  return randomBytes(32).toString('base64');
}

export function encryptField(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':');
}

/** Decrypts a value made by `encryptField`; throws when the key is wrong or the value was tampered with. */
export function decryptField(stored: string, key: Buffer): string {
  const [version, iv, tag, ciphertext] = stored.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new Error('Not an encrypted field');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** Binary form for files (identity photos): `LDE1` + 12-byte IV + 16-byte tag + ciphertext. */
const SEALED_MAGIC = Buffer.from('LDE1');

export function encryptBytes(plaintext: Buffer, key: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([SEALED_MAGIC, iv, cipher.getAuthTag(), ciphertext]);
}

/** Opens what `encryptBytes` sealed; throws when the key is wrong or the bytes were changed. */
export function decryptBytes(sealed: Buffer, key: Buffer): Buffer {
  if (sealed.length < 32 || !sealed.subarray(0, 4).equals(SEALED_MAGIC)) throw new Error('Not an encrypted file');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(4, 16));
  decipher.setAuthTag(sealed.subarray(16, 32));
  return Buffer.concat([decipher.update(sealed.subarray(32)), decipher.final()]);
}
