/**
 * GET /api/admin/releases: the environment's releases as `pnpm releases` reads them (@ladrive/releases), for the
 * admin's view: per app its version in use, its canary, its switches and the name its browser reports carry.
 */
import { type AdminReleases, RUM_SHELL_REMOTE } from '@ladrive/contracts';
import { listEnvironment, type ReleaseOrigin, SHELL } from '@ladrive/releases';
import { serviceUnavailable } from '../../http/errors.ts';

/** Every released app of the environment; 503 when the API has no release origin or it does not answer. */
export async function environmentReleases(origin: ReleaseOrigin | undefined): Promise<AdminReleases> {
  if (!origin) throw serviceUnavailable();
  const listings = await listEnvironment(origin).catch((err: unknown) => {
    throw Object.assign(serviceUnavailable(), { cause: err });
  });
  return {
    apps: listings.map(({ app, federationName, inUse, canary, switches }) => ({
      app,
      // the one place an app meets its browser reports' name
      remote: app === SHELL ? RUM_SHELL_REMOTE : (federationName ?? null),
      inUse: inUse ?? null,
      canary: canary ?? null,
      switches,
    })),
  };
}
