import type { LoginInput, SignupInput } from '@ladrive/contracts';
import { message } from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '../../http/errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { User } from '../users/index.ts';
import type { LoginRateLimiter } from './rate-limit.ts';

export const INVALID_CREDENTIALS = message('auth.invalidCredentials');
export const EMAIL_TAKEN = message('auth.emailTaken');

function tooManyAttempts(retryAfterMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new ApiError(429, message('auth.tooManyAttempts', { minutes }), {
    headers: { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  });
}

/**
 * Checks the credentials. Unknown emails run the same scrypt work against a dummy hash, and both
 * failures give the same message, so neither timing nor wording tells which part was wrong.
 */
export async function authenticate(
  em: EntityManager,
  input: LoginInput,
  ip: string,
  limiter: LoginRateLimiter,
): Promise<User> {
  const wait = await limiter.retryAfterMs(input.email, ip);
  if (wait > 0) throw tooManyAttempts(wait);
  const user = await em.findOne(User, { email: input.email }, { populate: ['passwordHash'] });
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    await limiter.recordFailure(input.email, ip);
    throw new ApiError(401, INVALID_CREDENTIALS);
  }
  await limiter.reset(input.email, ip);
  return user;
}

export async function registerUser(em: EntityManager, input: SignupInput): Promise<User> {
  if (await em.count(User, { email: input.email })) throw new ApiError(409, EMAIL_TAKEN);
  const user = em.create(User, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
  });
  // a concurrent signup with the same email loses on the unique index → 409 from the error mapper
  await em.persist(user).flush();
  return user;
}
