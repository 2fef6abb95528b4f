/**
 * The signed cookies' keys (the session cookie's `.sig`), in place of Koa's default Keygrip: the same signatures
 * (HMAC-SHA1 in base64url, the first key signs, any key verifies, so cookies signed before stay valid), with each
 * key prepared once and the signature compared with `timingSafeEqual`. Keygrip re-read the key on every HMAC and
 * compared through tsscmp, which HMACs both sides again: three HMACs per signed cookie read, on every request.
 */
import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';

export class CookieKeys {
  readonly #keys: KeyObject[];

  constructor(keys: readonly string[]) {
    if (!keys.length) throw new Error('At least one cookie key is required');
    this.#keys = keys.map((key) => createSecretKey(Buffer.from(key)));
  }

  #digest(data: string, key: KeyObject): Buffer {
    return createHmac('sha1', key).update(data).digest();
  }

  sign(data: string): string {
    return this.#digest(data, this.#keys[0]!).toString('base64url');
  }

  verify(data: string, signature: string): boolean {
    return this.index(data, signature) > -1;
  }

  /** The index of the key that signed `data` as `signature`, or -1 (a key rotated out, a forged cookie). */
  index(data: string, signature: string): number {
    const sent = Buffer.from(signature, 'base64url');
    // base64url decoding skips characters outside its alphabet: only its own encoding is the signature
    if (sent.toString('base64url') !== signature) return -1;
    return this.#keys.findIndex((key) => {
      const expected = this.#digest(data, key);
      return sent.length === expected.length && timingSafeEqual(sent, expected);
    });
  }
}
