import Router from '@koa/router';
import { ContactMessageSchema } from '@ladrive/contracts';
import { requestLanguage } from '../../http/language.ts';
import { validate } from '../../http/validate.ts';
import { storedIp } from '../../lib/client-address.ts';
import type { AppDeps } from '../deps.ts';
import { currentUser } from '../users/index.ts';
import { receiveContactMessage } from './contact.service.ts';

/** POST /api/contact: the contact form, signed in or not. */
export function contactRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/contact' });

  router.post('/', async (ctx) => {
    const user = await currentUser(ctx, deps);
    const form = validate(ContactMessageSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await receiveContactMessage(
      deps.orm.em,
      deps.outbox,
      form,
      { userId: user?.id ?? null, ip: storedIp(ctx.ip) },
      requestLanguage(ctx),
    );
  });

  return router;
}
