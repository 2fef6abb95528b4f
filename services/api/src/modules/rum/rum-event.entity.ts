import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from '../../db/columns.ts';

/**
 * One browser report (contracts `RumEvent`) as received: a vital, an uncaught error or a failed remote load, with
 * the page view's random session id and the remote version it is about. `client_key` is a hash of the client
 * address, kept only for the per-address limit (the address itself is not stored).
 */
export const RumEvent = defineEntity({
  name: 'RumEvent',
  tableName: 'rum_event',
  indexes: [
    { name: 'rum_event_remote_version_received_index', properties: ['remote', 'version', 'receivedAt'] },
    { name: 'rum_event_received_index', properties: ['receivedAt'] },
    { name: 'rum_event_client_received_index', properties: ['clientKey', 'receivedAt'] },
  ],
  properties: {
    id: uuidPrimaryKey(),
    session: p.string().length(64),
    kind: p.enum(['vital', 'error', 'remote-failed'] as const),
    route: p.string().length(200),
    remote: p.string().length(64),
    version: p.string().length(64),
    shellVersion: p.string().length(64),
    language: p.string().length(8),
    /** LCP, INP or CLS, for a vital. */
    vital: p.string().length(8).nullable(),
    value: p.double().$type<number>().nullable(),
    /** An error's message (first line, cut by the reporter). */
    message: p.string().length(300).nullable(),
    clientKey: p.string().length(32),
    receivedAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});
export type RumEvent = InferEntity<typeof RumEvent>;
