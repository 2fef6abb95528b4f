/**
 * What the production proxy's shell.js takes from the site's route code (services/contracts/src/page-routes.ts):
 * the entry of the njs bundle page-routes.js (see infra/src/proxy-bundle.ts). njs imports a module's default
 * export only.
 */
import { framePageOf, matchRoute, routeDataUrl, routeImageSrcSet, routeOf } from '@ladrive/contracts/page-routes';

export default { matchRoute, routeOf, routeDataUrl, routeImageSrcSet, framePageOf };
