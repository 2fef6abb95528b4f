/**
 * The signed-in pages the bench loads, each as the demo account whose page it is. The session lives on the server
 * (a cookie naming it), so Lighthouse gets it as a `Cookie` request header (`--extra-headers`): the page's own
 * scripts never read the session cookie, only the API does.
 */
import { paths } from '@ladrive/contracts/pages';

/** The demo accounts' password (`pnpm start` prints it; the seed sets it). */
const DEMO_PASSWORD = 'demo-password';

export interface SignedInRoute {
  path: string;
  /** The demo account that opens it. */
  email: string;
}

export const SIGNED_IN_ROUTES: readonly SignedInRoute[] = [
  { path: paths.dashboard, email: 'renter@example.com' },
  { path: paths.hostDashboard, email: 'host@example.com' },
  { path: paths.listCar, email: 'host@example.com' },
  { path: paths.adminDashboard, email: 'admin@example.com' },
];

/** Signs `email` in through the API and returns the `Cookie` header value that carries its session. */
export async function sessionCookie(apiOrigin: string, email: string): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in as ${email} answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  if (cookies.length === 0) throw new Error(`signing in as ${email} set no cookie`);
  return cookies.join('; ');
}
