/**
 * What the production proxy's shell.js takes from the site's shared code: the route code
 * (services/contracts/src/page-routes.ts: matching a path to the route that draws it, its data reads and image) and
 * the canary buckets (shared-ui/platform/src/mf/canary.ts: a visitor's version of each canaried remote). The entry of
 * the njs bundle page-routes.js (see infra/src/proxy-bundle.ts). njs imports a module's default export only.
 */
import { framePageOf, matchRoute, routeDataUrl, routeImageSrcSet, routeOf } from '@ladrive/contracts/page-routes';
import { bucketCookie, bucketOf, newBucket, resolveCanaries } from '@ladrive/platform/canary';

export default {
  matchRoute,
  routeOf,
  routeDataUrl,
  routeImageSrcSet,
  bucketOf,
  newBucket,
  bucketCookie,
  resolveCanaries,
  framePageOf,
};
