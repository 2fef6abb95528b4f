/**
 * Cookies several parts of the site read, and the one way to read a cookie from a `Cookie` header (or from
 * `document.cookie`, which has the same form). Kept to what njs runs: the production proxy bundles it
 * (page-routes.ts, and the canary bucket of @ladrive/platform).
 */

/**
 * The cookie that carries a signed-in visitor's session (koa-session's, set by the API). Its absence is certain to
 * mean "signed out", which the site origin uses to send the landing page itself as the frame (page-routes.ts).
 */
export const SESSION_COOKIE = 'ladrive.sid';

/** The value of the cookie `name` in `cookieHeader` (`a=1; b=2`), or null when it holds none. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  const pairs = String(cookieHeader || '').split(';');
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i]!.trim();
    if (pair.indexOf(`${name}=`) === 0) return pair.slice(name.length + 1).trim();
  }
  return null;
}
