/**
 * The sign-in / sign-up page served at GET /api/login. Plain server-rendered HTML with two real
 * forms, so it works without JavaScript; self-contained CSS, no external assets.
 */
import {
  type Language,
  type MessageId,
  type MessageValues,
  PASSWORD_MIN_LENGTH,
  paths,
  SITE_NAME,
} from '@ladrive/contracts';
import { messageText, textOf } from '@ladrive/contracts/message-text';
import { escapeHtml } from '../../lib/html.ts';

export const DEMO_ACCOUNTS = [
  { email: 'renter@example.com', role: 'signIn.demoRenter' },
  { email: 'host@example.com', role: 'signIn.demoHost' },
  { email: 'admin@example.com', role: 'signIn.demoAdmin' },
] as const satisfies ReadonlyArray<{ email: string; role: MessageId }>;
export const DEMO_PASSWORD = 'demo-password';

export interface LoginPageOptions {
  /** Which form comes first (the page was opened to sign up, or a form was refused) and owns the error. */
  mode: 'signin' | 'signup';
  /** The request's language (null: the page's default, English). */
  language: Language | null;
  /** The refusal on top of the form and under each field: message references or texts, said in `language`. */
  error?: string;
  /** Field errors of the failed form: name → message. */
  fieldErrors?: Record<string, string>;
  returnTo: string;
  values?: { email?: string; firstName?: string; lastName?: string };
  showDemoAccounts: boolean;
  signedInAs?: string;
}

function field(options: {
  id: string;
  name: string;
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  error?: string;
  extra?: string;
  hint?: string;
}): string {
  const describedBy = [options.hint ? `${options.id}-hint` : '', options.error ? `${options.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
        <label for="${options.id}">${options.label}</label>
        <input id="${options.id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" required${
          options.value ? ` value="${escapeHtml(options.value)}"` : ''
        }${options.error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${options.extra ?? ''}>
        ${options.hint ? `<p class="hint" id="${options.id}-hint">${options.hint}</p>` : ''}
        ${options.error ? `<p class="field-error" id="${options.id}-error">${escapeHtml(options.error)}</p>` : ''}
      </div>`;
}

const STYLES = `
  /* Colours follow the site theme (shared-ui/design-system/src/theme/theme.ts). */
  :root { color-scheme: light; --brand: #5b3df5; --brand-dark: #4a2ed8; --ink: #1f2933; --muted: #52606d;
    --line: #d9e2ec; --bg: #f5f7fa; --error: #b42318; --error-bg: #fef3f2; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    color: var(--ink); background: linear-gradient(160deg, #efebff 0%, var(--bg) 45%, #eef2f7 100%); min-height: 100vh; line-height: 1.5; }
  a { color: var(--brand-dark); }
  a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; }
  header { display: flex; align-items: center; justify-content: space-between; max-width: 960px; margin: 0 auto; padding: 20px 24px; }
  .logo { font-weight: 800; font-size: 1.4rem; text-decoration: none; color: var(--ink); letter-spacing: -0.02em; }
  .logo span { color: var(--brand); }
  main { max-width: 960px; margin: 0 auto; padding: 8px 24px 48px; }
  h1 { font-size: clamp(1.6rem, 3vw, 2.2rem); margin: 8px 0 4px; letter-spacing: -0.02em; }
  .lead { color: var(--muted); margin: 0 0 24px; }
  .panels { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 24px; align-items: start; }
  section.card { background: #fff; border: 1px solid var(--line); border-radius: 16px; padding: 24px;
    box-shadow: 0 10px 30px rgba(15, 23, 42, 0.06); }
  section.card h2 { margin: 0 0 4px; font-size: 1.25rem; }
  section.card > p { margin: 0 0 16px; color: var(--muted); font-size: 0.95rem; }
  .field { margin-bottom: 14px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  label { display: block; font-weight: 600; font-size: 0.92rem; margin-bottom: 4px; }
  input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #9aa5b1; border-radius: 10px; background: #fff; color: var(--ink); }
  input[aria-invalid="true"] { border-color: var(--error); }
  .hint { margin: 4px 0 0; font-size: 0.85rem; color: var(--muted); }
  .field-error { margin: 4px 0 0; font-size: 0.85rem; color: var(--error); font-weight: 600; }
  button { width: 100%; font: inherit; font-weight: 700; padding: 11px 16px; border: 0; border-radius: 10px; cursor: pointer;
    background: var(--brand); color: #fff; }
  button:hover { background: var(--brand-dark); }
  button.secondary { background: #fff; color: var(--brand-dark); border: 2px solid var(--brand); }
  button.secondary:hover { background: #e6f4ef; }
  .alert { border: 1px solid #fecdca; background: var(--error-bg); color: var(--error); border-radius: 10px; padding: 10px 12px;
    margin-bottom: 16px; font-weight: 600; }
  .notice { border: 1px solid var(--line); background: #fff; border-radius: 12px; padding: 12px 16px; margin-bottom: 20px; }
  .demo { margin-top: 28px; background: #fffbea; border: 1px solid #f0d98c; border-radius: 16px; padding: 18px 24px; }
  .demo h2 { margin: 0 0 6px; font-size: 1.05rem; }
  .demo ul { margin: 8px 0 0; padding-left: 20px; }
  .demo code { background: #fff; border: 1px solid #f0d98c; border-radius: 6px; padding: 1px 6px; }
  footer { text-align: center; color: var(--muted); font-size: 0.85rem; padding: 0 24px 32px; }
  @media (max-width: 520px) { .row { grid-template-columns: 1fr; } section.card { padding: 18px; } }
`;

export function renderLoginPage(options: LoginPageOptions): string {
  const { mode, returnTo, values = {}, showDemoAccounts, language } = options;
  // the page is written in English by default, and its <html lang> says which language it is in
  const lang: Language = language ?? 'en';
  const t = (id: MessageId, messageValues?: MessageValues) => textOf(id, lang, messageValues);
  const error = options.error && messageText(options.error, lang);
  const fieldErrors = Object.fromEntries(
    Object.entries(options.fieldErrors ?? {}).map(([name, refusal]) => [name, messageText(refusal, lang)]),
  );
  const signinErrors = mode === 'signin' ? fieldErrors : {};
  const signupErrors = mode === 'signup' ? fieldErrors : {};
  const hiddenReturnTo = `<input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">`;
  const alert = (forMode: 'signin' | 'signup') =>
    error && mode === forMode ? `<div class="alert" role="alert" id="${forMode}-error">${escapeHtml(error)}</div>` : '';

  const demo = showDemoAccounts
    ? `<aside class="demo" aria-labelledby="demo-title">
      <h2 id="demo-title">${t('signIn.demoTitle')}</h2>
      <p>${t('signIn.demoIntro')} <code translate="no">${DEMO_PASSWORD}</code>:</p>
      <ul>
        ${DEMO_ACCOUNTS.map((account) => `<li><code translate="no">${account.email}</code> — ${t(account.role)}</li>`).join('\n        ')}
      </ul>
    </aside>`
    : '';

  const notice = options.signedInAs
    ? `<p class="notice">${t('signIn.signedInAs')} <strong>${escapeHtml(options.signedInAs)}</strong>. <a href="${escapeHtml(
        returnTo,
      )}">${t('signIn.continue')}</a> ${t('signIn.or')} <a href="/api/logout">${t('signIn.signOut')}</a>.</p>`
    : '';

  // The form the page is for comes first (?mode=signup from the site's Sign Up links, or the refused form), so
  // on a phone it starts on the first screen rather than under the other one.
  const signinCard = `
      <section class="card" aria-labelledby="signin-title">
        <h2 id="signin-title">${t('signIn.signIn')}</h2>
        <p>${t('signIn.welcomeBack')}</p>
        ${alert('signin')}
        <form method="post" action="/api/login" novalidate>
          ${hiddenReturnTo}
          ${field({ id: 'signin-email', name: 'email', label: t('signIn.email'), type: 'email', autocomplete: 'email', value: mode === 'signin' ? values.email : undefined, error: signinErrors.email })}
          ${field({ id: 'signin-password', name: 'password', label: t('signIn.password'), type: 'password', autocomplete: 'current-password', error: signinErrors.password })}
          <button type="submit">${t('signIn.signIn')}</button>
        </form>
      </section>`;

  const signupCard = `
      <section class="card" aria-labelledby="signup-title">
        <h2 id="signup-title">${t('signIn.createAccountTitle')}</h2>
        <p>${t('signIn.newHere')}</p>
        ${alert('signup')}
        <form method="post" action="/api/signup" novalidate>
          ${hiddenReturnTo}
          <div class="row">
            ${field({ id: 'signup-first-name', name: 'firstName', label: t('signIn.firstName'), type: 'text', autocomplete: 'given-name', value: values.firstName, error: signupErrors.firstName })}
            ${field({ id: 'signup-last-name', name: 'lastName', label: t('signIn.lastName'), type: 'text', autocomplete: 'family-name', value: values.lastName, error: signupErrors.lastName })}
          </div>
          ${field({ id: 'signup-email', name: 'email', label: t('signIn.email'), type: 'email', autocomplete: 'email', value: mode === 'signup' ? values.email : undefined, error: signupErrors.email })}
          ${field({ id: 'signup-password', name: 'password', label: t('signIn.password'), type: 'password', autocomplete: 'new-password', error: signupErrors.password, extra: ` minlength="${PASSWORD_MIN_LENGTH}"`, hint: t('signIn.passwordHint', { min: PASSWORD_MIN_LENGTH }) })}
          <button type="submit" class="secondary">${t('signIn.createAccount')}</button>
        </form>
      </section>`;

  return `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${t(mode === 'signup' ? 'signIn.createAccountTitle' : 'signIn.signIn')} · ${SITE_NAME}</title>
  <meta name="robots" content="noindex">
  <style>${STYLES}</style>
</head>
<body>
  <header>
    <a class="logo" href="${paths.home}">LA <span>Drive</span></a>
    <a href="${paths.home}">${t('signIn.backHome')}</a>
  </header>
  <main id="main">
    <h1>${t('signIn.heading')}</h1>
    <p class="lead">${t('signIn.lead')}</p>
    ${notice}
    <div class="panels">
${mode === 'signup' ? signupCard + signinCard : signinCard + signupCard}
    </div>
    ${demo}
  </main>
  <footer>© ${SITE_NAME} · ${t('signIn.place')} · <a href="${paths.privacyPolicy}">${t('signIn.privacyPolicy')}</a> · <a href="${paths.termsOfService}">${t('signIn.termsOfService')}</a></footer>
</body>
</html>`;
}
