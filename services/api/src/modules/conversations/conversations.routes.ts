import Router from '@koa/router';
import {
  CAR_NOT_FOUND,
  ConversationStreamHeadersSchema,
  MessageInsertSchema,
  MessagesQuerySchema,
} from '@ladrive/contracts';
import { sendPage } from '../../http/paging.ts';
import { uuidParam, validate } from '../../http/validate.ts';
import type { AppDeps } from '../deps.ts';
import { requireUser } from '../users/index.ts';
import {
  authorizeConversation,
  conversationSummary,
  listConversations,
  openConversation,
  readMessages,
  sendMessage,
} from './conversations.service.ts';

/** A renter and a car's host talk: open (from the car), the inbox, read and send (decision 0033). */
export function conversationsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const em = () => deps.orm.em;

  router.post('/cars/:id/conversation', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const { id, created } = await openConversation(em(), user, uuidParam(ctx.params.id, CAR_NOT_FOUND));
    ctx.status = created ? 201 : 200;
    ctx.body = { id };
  });

  router.get('/conversations', async (ctx) => {
    const user = await requireUser(ctx, deps);
    ctx.body = await listConversations(em(), user.id);
  });

  // server-sent events (decision 0035): never compressed or buffered on the way, never stored
  router.get('/conversations/stream', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const headers = validate(ConversationStreamHeadersSchema, {
      'Last-Event-ID': ctx.get('Last-Event-ID') || undefined,
    });
    ctx.compress = false;
    ctx.type = 'text/event-stream';
    ctx.set('Cache-Control', 'no-store, no-transform');
    ctx.set('X-Accel-Buffering', 'no');
    ctx.body = await deps.conversationStreams.open(user.id, headers['Last-Event-ID'], ctx.res);
  });

  router.get('/conversations/:id', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const grant = await authorizeConversation(em(), user, ctx.params.id);
    ctx.body = await conversationSummary(em(), user, grant);
  });

  router.get('/conversations/:id/messages', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const query = validate(MessagesQuerySchema, ctx.query);
    const grant = await authorizeConversation(em(), user, ctx.params.id);
    const { messages, total } = await readMessages(em(), user, grant, query);
    sendPage(ctx, messages, { total, ...query });
  });

  router.post('/conversations/:id/messages', async (ctx) => {
    const user = await requireUser(ctx, deps);
    const grant = await authorizeConversation(em(), user, ctx.params.id);
    const input = validate(MessageInsertSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await sendMessage(em(), user, grant, input, deps.jobs);
  });

  return router;
}
