import Router from '@koa/router';
import {
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_SYNC_MESSAGES,
  CAR_NOT_FOUND,
  CalendarImportFileSchema,
  CalendarImportUrlSchema,
  canEditCar,
  message,
} from '@ladrive/contracts';
import type { Context, Next } from 'koa';
import { parseBody } from '../../http/body.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { uuidParam, validate } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../users/index.ts';
import {
  feedOfToken,
  findSyncedCar,
  importCalendar,
  revokeFeedToken,
  rotateFeedToken,
  stopImport,
  syncSettings,
} from './calendar-sync.service.ts';
import { fetchCalendar } from './ics-fetch.ts';
import { CalendarRefusedError } from './ics-import.ts';
import { importFromUrl } from './import-from-url.ts';

const IMPORT_FILE_PATH = /^\/api\/cars\/[^/]+\/calendar-sync\/import-file\/?$/;

/** The pasted file's route parses its own body (an .ics up to 1 MB, in JSON) after the permission check. */
export function parsesOwnCalendarBody(ctx: Context): boolean {
  return ctx.method === 'POST' && IMPORT_FILE_PATH.test(ctx.path);
}

const importFileBodyParser = parseBody({
  enableTypes: ['json'],
  // JSON escapes every line break of the text: room for it, the schema bounds the text itself
  limit: 2 * CALENDAR_IMPORT_MAX_BYTES,
  tooLarge: () => new ApiError(413, CALENDAR_SYNC_MESSAGES.tooLarge),
});

const urlIssue = (message: string) => new ApiError(400, message, { issues: [{ path: 'url', message }] });
const icsIssue = (message: string) => new ApiError(400, message, { issues: [{ path: 'ics', message }] });

/**
 * A car's calendar sync, for its host or an admin (`canEditCar`: anonymous 401, anyone else 403; a removed car
 * 404), and its public feed `GET /api/calendars/:token.ics` (decision 0043).
 */
export function calendarSyncRoutes(deps: AppDeps): Router {
  const router = new Router();
  const em = () => deps.orm.em;
  const now = () => deps.jobs.now();
  const origin = deps.config.siteOrigins[0]!;
  const fetchOptions = deps.config.calendarFetch;

  /** The signed-in user may manage the car's calendar: its id in `ctx.state.carId`. */
  const carOfHost = async (ctx: Context, next: Next) => {
    const user = await requireUser(ctx, deps);
    const carId = uuidParam(ctx.params.id, CAR_NOT_FOUND);
    const car = await findSyncedCar(em(), carId);
    if (!car) throw notFound(CAR_NOT_FOUND);
    const permission = canEditCar(user, car);
    if (!permission.ok) throw new ApiError(permission.status, permission.message);
    ctx.state.carId = carId;
    await next();
  };
  const answerSettings = async (ctx: Context) => {
    ctx.body = await syncSettings(em(), ctx.state.carId, origin, now(), requestLanguage(ctx));
  };

  router.get('/api/cars/:id/calendar-sync', carOfHost, answerSettings);

  router.post(
    '/api/cars/:id/calendar-sync/feed',
    carOfHost,
    async (ctx, next) => {
      await rotateFeedToken(em(), ctx.state.carId);
      await next();
    },
    answerSettings,
  );

  router.delete(
    '/api/cars/:id/calendar-sync/feed',
    carOfHost,
    async (ctx, next) => {
      await revokeFeedToken(em(), ctx.state.carId);
      await next();
    },
    answerSettings,
  );

  // tried once now: a URL that does not give a calendar is a 400 and nothing is written
  router.put(
    '/api/cars/:id/calendar-sync/import-url',
    carOfHost,
    async (ctx, next) => {
      const { url } = validate(CalendarImportUrlSchema, ctx.request.body);
      const result = await importFromUrl(em(), ctx.state.carId, url, {
        fetch: (target) => fetchCalendar(target, fetchOptions),
        now: now(),
        releaseExpiredHolds: deps.releaseExpiredHolds,
        recordFailure: false,
      });
      if (!result.ok) throw urlIssue(result.message);
      await next();
    },
    answerSettings,
  );

  router.post(
    '/api/cars/:id/calendar-sync/import-file',
    carOfHost,
    importFileBodyParser,
    async (ctx, next) => {
      const { ics } = validate(CalendarImportFileSchema, ctx.request.body ?? {});
      try {
        await importCalendar(em(), ctx.state.carId, ics, { kind: 'file' }, now(), deps.releaseExpiredHolds);
      } catch (err) {
        if (err instanceof CalendarRefusedError) throw icsIssue(err.message);
        throw err;
      }
      await next();
    },
    answerSettings,
  );

  router.delete(
    '/api/cars/:id/calendar-sync/import',
    carOfHost,
    async (ctx, next) => {
      await stopImport(em(), ctx.state.carId);
      await next();
    },
    answerSettings,
  );

  // public: the token is the permission; calendar apps poll it without cookies
  router.get('/api/calendars/:token.ics', async (ctx) => {
    const feed = await feedOfToken(em(), ctx.params.token ?? '', now());
    if (feed === null) throw notFound(message('calendarSync.notFound'));
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = feed;
  });

  return router;
}
