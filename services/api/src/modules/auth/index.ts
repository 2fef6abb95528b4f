/** The auth module's face: sign-in and sign-up (page and JSON), sessions and the sign-in throttle. */
export { authRoutes, formPageWhenUnavailable } from './auth.routes.ts';
export { EMAIL_TAKEN } from './auth.service.ts';
export { DEMO_PASSWORD } from './login-page.ts';
export { DEFAULT_SIGN_IN_LIMITS, LoginRateLimiter, type SignInLimits } from './rate-limit.ts';
export { Session } from './session.entity.ts';
export { sessionPurgeJob } from './session-purge.ts';
export { pgSessionStore } from './session-store.ts';
export { SignInFailure } from './sign-in-failure.entity.ts';
