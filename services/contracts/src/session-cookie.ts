/**
 * The cookie that carries a signed-in visitor's session (koa-session's, set by the API). Its absence is certain to
 * mean "signed out", which the site origin uses to send the landing page itself as the frame (page-routes.ts).
 */
export const SESSION_COOKIE = 'ladrive.sid';
