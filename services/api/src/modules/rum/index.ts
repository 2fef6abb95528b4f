/**
 * The rum module's face: browser reports (POST /api/rum), their rollup per remote version (`versionHealth`, also
 * GET /api/admin/rum; the automatic canary check calls it) and the retention sweep.
 */

export { rumAdminRoutes, rumBeaconRoutes } from './rum.routes.ts';
export { rumSweepJob, type VersionHealthQuery, versionHealth } from './rum.service.ts';
export { RumEvent } from './rum-event.entity.ts';
