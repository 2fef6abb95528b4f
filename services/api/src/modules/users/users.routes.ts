import Router from '@koa/router';
import { BankingSchema } from '@ladrive/contracts';
import { validate } from '../../http/validate.ts';
import { type AppDeps, requireUser } from '../deps.ts';
import { saveBanking } from './users.service.ts';

export function usersRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/users' });

  router.put('/banking', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const input = validate(BankingSchema, ctx.request.body);
    const banking = await saveBanking(deps.orm.em, user, input, deps.config.encryptionKey);
    ctx.body = { saved: true, banking };
  });

  return router;
}
