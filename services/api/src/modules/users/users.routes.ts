import Router from '@koa/router';
import { BankingSchema } from '@ladrive/contracts';
import { validate } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from './signed-in-user.ts';
import { findIdentity, toVerifiedIdentity } from './user-identity.service.ts';
import { saveBanking } from './users.service.ts';

export function usersRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/users' });

  /** The verified identity on file, to prefill the next booking (null before a first booking). */
  router.get('/identity', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const identity = await findIdentity(deps.orm.em, user.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { identity: identity ? toVerifiedIdentity(identity) : null };
  });

  router.put('/banking', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const input = validate(BankingSchema, ctx.request.body);
    const banking = await saveBanking(deps.orm.em, user, input, deps.config.encryptionKey);
    ctx.body = { saved: true, banking };
  });

  return router;
}
