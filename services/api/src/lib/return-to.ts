import { paths } from '@ladrive/contracts';

/**
 * `returnTo` after sign-in: only a same-origin path is accepted (starts with exactly one `/`,
 * no `//`, no backslash, no control characters, no scheme), anything else becomes the home page.
 */
export function safeReturnTo(value: unknown, fallback: string = paths.home): string {
  if (typeof value !== 'string') return fallback;
  const path = value.trim();
  if (!path.startsWith('/') || path.length > 2048) return fallback;
  if (path.startsWith('//') || path.includes('\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path)) return fallback;
  // Browsers resolve these the same way we do: anything that would leave the origin is refused.
  try {
    const base = 'http://return-to.invalid';
    const url = new URL(path, base);
    if (url.origin !== base) return fallback;
    const target = `${url.pathname}${url.search}${url.hash}`;
    // Normalisation can itself make an escape (`/.//evil.com` → `//evil.com`): the result must stay too.
    return new URL(target, base).origin === base ? target : fallback;
  } catch {
    return fallback;
  }
}
