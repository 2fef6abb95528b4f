/**
 * GET /api/admin/releases: the environment's releases as `pnpm releases` reads them (@ladrive/releases), for the
 * admin's view: per app its version in use, its canary and its switches.
 */
import type { AdminReleases } from '@ladrive/contracts';
import { listEnvironment, type ReleaseOrigin } from '@ladrive/releases';
import { serviceUnavailable } from '../../http/errors.ts';

/** Every released app of the environment; 503 when the API has no release origin or it does not answer. */
export async function environmentReleases(origin: ReleaseOrigin | undefined): Promise<AdminReleases> {
  if (!origin) throw serviceUnavailable();
  const listings = await listEnvironment(origin).catch((err: unknown) => {
    throw Object.assign(serviceUnavailable(), { cause: err });
  });
  return {
    apps: listings.map(({ app, inUse, canary, switches }) => ({
      app,
      inUse: inUse ?? null,
      canary: canary ?? null,
      switches,
    })),
  };
}
