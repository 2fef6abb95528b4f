import { apiErrorStatus } from '@ladrive/platform';

/** Spec section 9: admin reads are retried up to 3 times, except when the answer is 401 or 403. */
export const ADMIN_RETRIES = 3;

export function retryAdminRead(failureCount: number, error: unknown): boolean {
  const status = apiErrorStatus(error);
  return failureCount < ADMIN_RETRIES && status !== 401 && status !== 403;
}
