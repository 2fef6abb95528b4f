/**
 * Every test fails on a console error or a Module Federation warning: a shared-singleton
 * version skew only *warns* at runtime, so the console is where it shows.
 */
import { test as base, expect, type Page } from '@playwright/test';

const FEDERATION_TROUBLE =
  /does not satisfy the requirement|Invalid hook call|RUNTIME-\d{3}|No QueryClient|several instances of/;

/**
 * Known, expected noise: the signed-out session check answers 401 by contract, and the sign-in
 * page answers a refused sign-in or sign-up with its 4xx status.
 */
function isExpected(text: string, url: string) {
  const { pathname } = new URL(url || 'about:blank', 'http://site');
  if (/status of 401/.test(text) && pathname === '/api/auth/user') return true;
  return /status of 4\d\d/.test(text) && ['/api/login', '/api/signup'].includes(pathname);
}

interface Fixtures {
  /** Console messages a test expects (e.g. a remote deliberately taken down); null: none. */
  allowedConsole: RegExp | null;
  consoleProblems: string[];
}

export const test = base.extend<Fixtures>({
  allowedConsole: [null, { option: true }],
  consoleProblems: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        const isProblem = message.type() === 'error' || FEDERATION_TROUBLE.test(text);
        if (!isProblem || isExpected(text, message.location().url)) return;
        if (allowedConsole?.test(text)) return;
        problems.push(`${message.type()}: ${text} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or federation warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const DEMO_PASSWORD = 'demo-password';

/** Signs in through the real sign-in page, the way a person does. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, returnTo = '/') {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: /sign in/i }).click();
}

let counter = 0;
/** A unique new user's email for sign-up tests. */
export function uniqueEmail(prefix = 'renter') {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/** Creates an account through the real sign-up form; the browser is then signed in as that user. */
export async function signUp(
  page: Page,
  firstName: string,
  lastName: string,
  email = uniqueEmail(firstName.toLowerCase()),
) {
  await page.goto('/api/login');
  const form = page.locator('form[action="/api/signup"]');
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a-long-password');
  await form.getByRole('button', { name: /create account|sign up/i }).click();
  await expect(page.getByText(`Hola, ${firstName}`)).toBeVisible();
  return email;
}

/** A date `days` from today as YYYY-MM-DD. */
export function daysFromNow(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}
