/**
 * Pages hold still while they load (issue 28): the site origin's frame, the shell's first render over it, the session
 * check, the remote and its data arrive one after another, and none of it may push what is already on screen (the
 * footer, above all). Measured as the browser does for CLS: the layout shifts no input caused, summed over the load.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, signIn, test } from './fixtures';

declare global {
  interface Window {
    layoutShift: number;
    /** Each shift's moved elements, as `value tag.class (x,y w×h → x,y w×h)`: what a failure names. */
    layoutShifts: string[];
  }
}

const SIGNED_IN_PAGES = [
  // the signed-in home loads its part of the shell on demand, behind the skeleton the session check shows
  { path: '/', email: 'renter@example.com' },
  { path: '/dashboard', email: 'renter@example.com' },
  { path: '/host-dashboard', email: 'host@example.com' },
  { path: '/list-car', email: 'host@example.com' },
  { path: '/admin-dashboard', email: 'admin@example.com' },
];

/** Web Vitals' CLS target for a "good" page is 0.1; the project's own is stricter. */
const MAX_LAYOUT_SHIFT = 0.02;

/** Sums the page's layout shifts that no input caused into `window.layoutShift`, from the first paint on. */
async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    window.layoutShifts = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.layoutShift += entry.value;
        for (const source of entry.sources) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          window.layoutShifts.push(
            `${entry.value.toFixed(4)} ${element?.tagName.toLowerCase()}.${element?.className} (${rect(source.previousRect)} → ${rect(source.currentRect)})`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the page loaded, and what moved (the failure's message). */
async function expectNoLayoutShift(page: Page, path: string) {
  const { total, shifts } = await page.evaluate(() => ({ total: window.layoutShift, shifts: window.layoutShifts }));
  expect(total, `${path}: ${shifts.join('; ')}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}

/** The public pages whose frame the site origin draws before the shell's script runs (issue 28's first paint). */
async function publicPages(request: APIRequestContext): Promise<string[]> {
  const cars = (await (await request.get('/api/cars?pageSize=1')).json()) as { id: string }[];
  return ['/', '/search?location=Los%20Angeles', `/cars/${cars[0]!.id}`];
}

test.describe('with no script', () => {
  // what shows is the page exactly as the site origin sent it
  test.use({ javaScriptEnabled: false });

  test("the first paint draws the frame in the visitor's language", async ({ page }) => {
    await page.context().addCookies([{ name: 'lang', value: 'es', url: baseURL }]);
    for (const path of await publicPages(page.request)) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link', { name: 'Buscar autos' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    }
  });

  test('a visitor without a session sees the landing page itself at /, one with a session its skeleton', async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'lang', value: 'es', url: baseURL }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Renta autos de particulares en todo LA' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    // the API's session cookie (SESSION_COOKIE): the site origin sees that it is there, not whether it is valid
    await page.context().addCookies([{ name: 'ladrive.sid', value: 'any', url: baseURL }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
  });
});

test('a visitor without a session is drawn signed out at once, without asking the API for a session', async ({
  page,
}) => {
  const sessionChecks: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/auth/user') sessionChecks.push(sent.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Rent cars from locals across LA' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toBeVisible();

  const [, search] = await publicPages(page.request);
  await page.goto(search!);
  await expect(page.getByRole('heading', { level: 1, name: 'Autos en Los Angeles' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sessionChecks).toEqual([]);
});

/** A desktop and a phone (Lighthouse's mobile width): the frame's layout differs between them. */
const VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 412, height: 823 },
];

test('the public pages do not shift when React takes over the frame, on a desktop or a phone', async ({ page }) => {
  await observeLayoutShift(page);
  for (const viewport of VIEWPORTS)
    for (const path of await publicPages(page.request)) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoLayoutShift(page, `${path} at ${viewport.width} px`);
    }
});

for (const { path, email } of SIGNED_IN_PAGES) {
  test(`${path} does not shift while it loads`, async ({ page }) => {
    await signIn(page, email);
    await expect(page).toHaveURL('/');
    await observeLayoutShift(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoLayoutShift(page, path);
  });
}
