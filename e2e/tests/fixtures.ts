/**
 * Every test fails on a console error or a Module Federation warning: a shared-singleton
 * version skew only *warns* at runtime, so the console is where it shows.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUCKETS, canaryStart } from '@ladrive/platform/canary';
import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';

const FEDERATION_TROUBLE =
  /does not satisfy the requirement|Invalid hook call|RUNTIME-\d{3}|No QueryClient|several instances of/;

/**
 * Known, expected noise: the signed-out session check answers 401 by contract, and the sign-in
 * page answers a refused sign-in or sign-up with its 4xx status.
 */
export function isExpected(text: string, url: string) {
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
  // in English, or in Spanish for a visitor who chose it
  await form.getByLabel(/^(Email|Correo electrónico)$/).fill(email);
  await form.getByLabel(/^(Password|Contraseña)$/).fill(password);
  await form.getByRole('button', { name: /sign in|iniciar sesión/i }).click();
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
  // an address's local part in plain letters: 'Héctor' signs up as hector.…@example.com
  email = uniqueEmail(
    firstName
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase(),
  ),
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

/** What a renter types into the booking form. */
export interface BookingDetails {
  driverLicense: string;
  /** The licence's expiry (YYYY-MM-DD); by default valid for years. */
  licenseExpiry?: string;
  address: string;
  phone: string;
  emergencyContact: string;
  emergencyPhone: string;
}

/** A licence expiry valid through every trip the journeys book. */
export const LICENSE_EXPIRY = '2036-06-30';

/**
 * Fills the booking page's form as a renter does: details, both identity photos (a renter without a verified
 * identity for this licence), the terms.
 */
export async function fillBookingForm(page: Page, details: BookingDetails) {
  const form = page.getByRole('form', { name: 'Booking form' }).or(page.locator('form')).first();
  await form.getByLabel("Driver's license number").fill(details.driverLicense);
  await form.getByLabel('License expiry date').fill(details.licenseExpiry ?? LICENSE_EXPIRY);
  await form.getByLabel('Address').fill(details.address);
  await form.getByLabel('Phone number').fill(details.phone);
  await form.getByLabel('Emergency contact name').fill(details.emergencyContact);
  await form.getByLabel('Emergency contact phone').fill(details.emergencyPhone);
  await page.getByLabel("Driver's license photo file").setInputFiles(fixtureFile('license.jpg'));
  await page.getByLabel("Selfie with your driver's license file").setInputFiles(fixtureFile('selfie.jpg'));
  // each photo is encoded after it is chosen, and the form refuses to send without both
  await expect(form.getByRole('img', { name: "Driver's license photo preview" })).toBeVisible();
  await expect(form.getByRole('img', { name: "Selfie with your driver's license preview" })).toBeVisible();
  await form.getByRole('checkbox', { name: /I agree to the/ }).check();
}

/** Pays on the payment page with a test card. */
export async function payWith(page: Page, cardNumber: string, cardholder: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Cardholder name').fill(cardholder);
  await page.getByRole('button', { name: /^Pay / }).click();
}

const LOS_ANGELES = 'America/Los_Angeles';

/** Today in Los Angeles as YYYY-MM-DD (the marketplace's calendar, as the API and the admin figures count days). */
export function losAngelesToday() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LOS_ANGELES }).format(new Date());
}

/** The hour of the day in Los Angeles now, 0–23. */
export function losAngelesHour() {
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: LOS_ANGELES, hour: 'numeric', hourCycle: 'h23' }).format(new Date()),
  );
}

/** The six static pages (mfe-static), as the footer links them. */
export const STATIC_PAGES = [
  '/help-center',
  '/safety-guidelines',
  '/contact',
  '/terms-of-service',
  '/privacy-policy',
  '/insurance-policy',
];

/** A file of e2e/fixtures (photos to upload). */
export const fixtureFile = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

/** The e2e site's port block (playwright.config.ts); each engine's port is derived from it as in infra/src/topology.ts. */
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);

/** The e2e site's embedded PostgreSQL (the API's default credentials; port = site port + 51329, see infra). */
const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${SITE_PORT + 51329}/ladrive`;

/** MailDev's REST API, beside its web inbox (port = site port − 1920, see infra): every email the site sent. */
export const MAIL_API_URL = `http://127.0.0.1:${SITE_PORT - 1920}/api/email`;

/** An email as MailDev received it. */
export interface CaughtEmail {
  id: string;
  subject: string;
  to: Array<{ address: string; name: string }>;
  text?: string;
  html?: string;
  time: string;
}

/**
 * The emails the site sent to `address` so far, oldest first. Emails leave through the job queue moments after the
 * change they report: wait for one with `expect.poll(() => emailsTo(address)).toContainEqual(…)`.
 */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${MAIL_API_URL}?to.address=${encodeURIComponent(address)}&sort=asc`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} at ${MAIL_API_URL}`);
  return (await response.json()) as CaughtEmail[];
}

/** Runs one statement on the e2e site's database, to check what the site shows or to move its clock. */
export async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A fixture photo as the booking form sends it: a JPEG data URL. */
const fixturePhoto = (name: string) => `data:image/jpeg;base64,${readFileSync(fixtureFile(name)).toString('base64')}`;

/** The body of POST /api/bookings for the demo renter's details and real identity photos, as the booking page sends it. */
export function demoBookingBody(trip: { carId: string; startDate: string; endDate: string }) {
  return {
    ...trip,
    fullName: 'Renter Demo',
    driverLicense: 'D5550123',
    licenseExpiry: LICENSE_EXPIRY,
    address: '1 Main St, Los Angeles, CA',
    phone: '(213) 555-0100',
    emergencyContact: 'Eva Demo',
    emergencyPhone: '(213) 555-0101',
    addInsurance: false,
    agreesToTerms: true,
    licensePhoto: fixturePhoto('license.jpg'),
    selfieWithLicense: fixturePhoto('selfie.jpg'),
  };
}

/**
 * The statuses the API answers this page's browser reports with, as they come (a beacon's body is not visible to
 * Playwright: a test reads `rum_event` for what was stored).
 */
export function browserReportAnswers(page: Page): number[] {
  const answers: number[] = [];
  page.on('response', (answer) => {
    if (new URL(answer.url()).pathname === '/api/rum') answers.push(answer.status());
  });
  return answers;
}

/**
 * Leaves the page until its reports go out: the reporter arrives after the load event, an input ends LCP and
 * `pagehide` sends what it saw. Resolves once the API accepted one (204).
 */
export async function sendBrowserReports(page: Page, answers: number[]) {
  await expect
    .poll(async () => {
      await page.keyboard.press('Shift');
      await page.evaluate(() => dispatchEvent(new Event('pagehide')));
      return answers;
    })
    .toContain(204);
}

/**
 * The buckets (cookie `ladrive-bucket`) whose visitors get mfe-static's canary `version` at `percent` %, and the
 * others, in the order the split takes them: each canary starts at a bucket of its own.
 */
export function staticCanaryBuckets(version: string, percent: number) {
  const start = canaryStart('mfe_static', version);
  const buckets = Array.from({ length: BUCKETS }, (_, offset) => (start + offset) % BUCKETS);
  return { canary: buckets.slice(0, percent), stable: buckets.slice(percent) };
}
