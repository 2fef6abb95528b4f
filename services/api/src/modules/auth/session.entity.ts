import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** Spec section 3 Session: koa-session's external store (see session-store.ts). */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'session',
  indexes: [{ name: 'session_expire_index', properties: ['expire'] }],
  properties: {
    sid: p.string().length(255).primary(),
    sess: p.json<Record<string, unknown>>(),
    expire: p.datetime(),
  },
});
export type Session = InferEntity<typeof Session>;
