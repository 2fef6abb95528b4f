import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One failed sign-in (the sign-in throttle's memory). In PostgreSQL so that every API replica counts the
 * same failures; rows older than the throttle's window are purged.
 */
export const SignInFailure = defineEntity({
  name: 'SignInFailure',
  tableName: 'sign_in_failure',
  indexes: [
    { name: 'sign_in_failure_email_ip_index', properties: ['email', 'ip', 'failedAt'] },
    { name: 'sign_in_failure_ip_index', properties: ['ip', 'failedAt'] },
    { name: 'sign_in_failure_failed_at_index', properties: ['failedAt'] },
  ],
  properties: {
    id: p.bigint().primary().autoincrement(),
    /** Lower-cased, as typed: unknown emails are throttled too. */
    email: p.string().length(320),
    ip: p.string().length(64),
    failedAt: p.datetime(),
  },
});
export type SignInFailure = InferEntity<typeof SignInFailure>;
