/**
 * The Koa app, composed and nothing else: metrics, logging, error mapping, public photos, Origin check,
 * body parser (POST /api/bookings, a trip's check-ins and a calendar file import have their own), session, RequestContext, then one router per module.
 */
import type Router from '@koa/router';
import { SESSION_COOKIE } from '@ladrive/contracts';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import Koa from 'koa';
import compress from 'koa-compress';
import session from 'koa-session';
import { type AppConfig, SESSION_MAX_AGE_MS } from './config.ts';
import { parseBody } from './http/body.ts';
import { resolveClientAddress } from './http/client-address.ts';
import { CookieKeys } from './http/cookie-keys.ts';
import { errorMiddleware } from './http/errors.ts';
import { ApiMetrics } from './http/metrics.ts';
import { originCheck, requestLogger, securityHeaders, serializeJsonOnce } from './http/middleware.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Outbox } from './mail/outbox.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { authRoutes, formPageWhenUnavailable, LoginRateLimiter, pgSessionStore } from './modules/auth/index.ts';
import { bookingsRoutes, expiredHoldRelease, parsesOwnBody } from './modules/bookings/index.ts';
import { calendarSyncRoutes, parsesOwnCalendarBody } from './modules/calendar-sync/index.ts';
import {
  carAvailabilityRoutes,
  carListingRoutes,
  carsRoutes,
  hostProfileRoutes,
  publicCarRoutes,
} from './modules/cars/index.ts';
import { CONSTRAINT_MESSAGES } from './modules/constraint-messages.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { type ConversationStreams, conversationsRoutes } from './modules/conversations/index.ts';
import type { AppDeps } from './modules/deps.ts';
import { docsRoutes } from './modules/docs/index.ts';
import { favouritesRoutes } from './modules/favourites/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { hostRoutes } from './modules/host/index.ts';
import { placesRoutes } from './modules/places/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { rumAdminRoutes, rumBeaconRoutes } from './modules/rum/index.ts';
import { carImagesRoutes, type StorageService, storageRoutes } from './modules/storage/index.ts';
import { parsesOwnTripRecordBody, tripRecordsRoutes } from './modules/trip-records/index.ts';
import { accountRoutes, requestLanguageMiddleware, usersRoutes } from './modules/users/index.ts';

export interface CreateAppOptions {
  orm: MikroORM;
  storage: StorageService;
  config: AppConfig;
  conversationStreams: ConversationStreams;
  jobs: JobQueue;
  outbox: Outbox;
}

export function createApp({ orm, storage, config, conversationStreams, jobs, outbox }: CreateAppOptions): Koa {
  // `proxy`: Koa reads X-Forwarded-Proto/Host, which resolveClientAddress leaves only on requests from our proxies
  const app = new Koa({ proxy: true });
  // Keygrip's signatures, each key prepared once (http/cookie-keys.ts)
  app.keys = new CookieKeys(config.sessionKeys);
  // errors are logged by errorMiddleware; Koa's default handler would print them again
  app.silent = true;

  const deps: AppDeps = {
    orm,
    storage,
    config,
    limiter: new LoginRateLimiter(orm, config.loginRateLimit),
    conversationStreams,
    jobs,
    outbox,
    releaseExpiredHolds: expiredHoldRelease(outbox),
  };
  const mount = (router: Router) => {
    app.use(router.routes());
    app.use(router.allowedMethods());
  };

  const metrics = new ApiMetrics({
    pool: () => orm.em.getConnection().getNativeClient(),
    queueDepths: () => jobs.depths(),
  });
  app.use(metrics.middleware());
  app.use(resolveClientAddress(config.trustedProxies));
  app.use(requestLogger(config.logger));
  // the sign-in page's forms get a page, not JSON, when a dependency is down (errorMiddleware's 503, re-rendered)
  app.use(formPageWhenUnavailable(deps));
  app.use(errorMiddleware(config.logger, CONSTRAINT_MESSAGES));
  app.use(securityHeaders);
  // JSON and the sign-in page in brotli or gzip, as the browser accepts, from 1 kB (images are left alone)
  app.use(compress());
  // after compress measured the body: once, not twice
  app.use(serializeJsonOnce);
  // the car page and the home page's cars are the same for everyone: no session, account or request context
  mount(publicCarRoutes(deps));
  // public, cacheable, cookie-free: before the session so photo requests never touch the session table
  mount(storageRoutes(deps));
  mount(docsRoutes());
  // probes carry no session: liveness must answer with PostgreSQL down
  mount(healthRoutes(deps));
  // Prometheus scrapes the API's port; the site origin refuses the path
  mount(metrics.routes());
  app.use(originCheck(config.siteOrigins));
  // browser beacons: their own 16 kB parser, no session
  mount(rumBeaconRoutes(deps));
  const parseGlobalBody = parseBody({ enableTypes: ['json', 'form'], limit: config.bodyLimit });
  // POST /api/bookings (12 MB) and a trip's check-ins (12 photos) parse their own body after checking the session;
  // every other route keeps the global limit
  app.use((ctx, next) =>
    parsesOwnBody(ctx) || parsesOwnTripRecordBody(ctx) || parsesOwnCalendarBody(ctx)
      ? next()
      : parseGlobalBody(ctx, next),
  );
  app.use(
    session(
      {
        key: SESSION_COOKIE,
        maxAge: SESSION_MAX_AGE_MS,
        // Re-saved only in the second half of its life (not on every request): active users stay signed in.
        renew: true,
        httpOnly: true,
        signed: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        store: pgSessionStore(orm),
      },
      app,
    ),
  );
  // MUST return the promise, or every route answers 404 (mikro-orm#709)
  app.use((_ctx, next) => RequestContext.create(orm.em, next));
  // the language every text of the response is in: the lang cookie, else the signed-in account's (http/language.ts)
  app.use(requestLanguageMiddleware(deps));

  mount(authRoutes(deps));
  mount(usersRoutes(deps));
  mount(accountRoutes(deps));
  mount(hostProfileRoutes(deps));
  mount(carsRoutes(deps));
  mount(reviewsRoutes(deps));
  mount(carListingRoutes(deps));
  mount(carAvailabilityRoutes(deps));
  mount(calendarSyncRoutes(deps));
  mount(carImagesRoutes(deps));
  mount(placesRoutes());
  mount(hostRoutes(deps));
  mount(bookingsRoutes(deps));
  mount(tripRecordsRoutes(deps));
  mount(favouritesRoutes(deps));
  mount(conversationsRoutes(deps));
  mount(contactRoutes(deps));
  mount(adminRoutes(deps));
  mount(rumAdminRoutes(deps));
  return app;
}
