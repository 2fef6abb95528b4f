import { DEMO_PASSWORD, expect, test } from './fixtures';

test('an unknown path shows Page Not Found inside the site layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
});

test('paths match case-insensitively', async ({ page }) => {
  await page.goto('/Help-CENTER');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Centro de Ayuda/i);
});

interface RemotesJson {
  remotes: {
    name: string;
    entry: string;
    routes: { module: string }[];
    widgets: { module: string }[];
    scripts?: Record<string, string[]>;
  }[];
}

test('every module remotes.json routes to is exposed by the built remote', async ({ request }) => {
  const { remotes } = (await (await request.get('/remotes.json')).json()) as RemotesJson;
  expect(remotes.map((remote) => remote.name)).toEqual(expect.arrayContaining(['mfe_search', 'mfe_static']));
  for (const remote of remotes) {
    const manifest = (await (await request.get(remote.entry)).json()) as { exposes: { path: string }[] };
    const routed = [...remote.routes, ...remote.widgets].map((use) => use.module);
    expect(manifest.exposes.map((exposed) => exposed.path)).toEqual(expect.arrayContaining(routed));
  }
});

test('every script, JSON and page the composed site sends is compressed', async ({ page }) => {
  const uncompressed: string[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|json|html/.test(type) || response.status() !== 200) return;
    const length = (await response.body().catch(() => Buffer.alloc(0))).length;
    const encoding = response.headers()['content-encoding'];
    // bodies under 1 kB are not worth compressing (the headers cost more)
    if (length >= 1024 && !['br', 'zstd', 'gzip'].includes(encoding ?? '')) {
      uncompressed.push(`${response.url()} (${type})`);
    }
  });
  await page.goto('/search?location=Santa%20Monica');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(uncompressed).toEqual([]);
});

test('the page arrives with the live remotes.json and hints for the remote that draws it', async ({
  request,
  page,
}) => {
  const remotesJson = (await (await request.get('/remotes.json')).json()) as RemotesJson;
  const search = remotesJson.remotes.find((remote) => remote.name === 'mfe_search')!;
  const html = await (await request.get('/help-center')).text();
  const inlined = /<script type="application\/json" id="ladrive-remotes-json">(.*?)<\/script>/.exec(html);
  // remotes.json less each release's startup scripts: the hints below carry those
  const withoutScripts = remotesJson.remotes.map(({ scripts: _, ...remote }) => remote);
  expect(JSON.parse(inlined?.[1] ?? 'null')).toEqual({ remotes: withoutScripts });
  const staticEntry = remotesJson.remotes.find((remote) => remote.name === 'mfe_static')!.entry;
  expect(html).toContain(`<link rel="preload" href="${staticEntry}" as="fetch" crossorigin="anonymous">`);
  expect(html).toContain(`<link rel="preconnect" href="${new URL(search.entry).origin}">`);
  expect(await (await request.get('/cars/any-car')).text()).toContain(`<link rel="preload" href="${search.entry}"`);

  // Chromium runs the page under its policy: the inlined JSON is data (no violation), and the shell draws the
  // route from it without asking for /remotes.json.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const remotesRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/remotes.json') remotesRequests.push(sent.url());
  });
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Centro de Ayuda/i);
  expect(violations).toEqual([]);
  expect(remotesRequests).toEqual([]);
});

test.describe('when mfe-static is down', () => {
  test.use({ allowedConsole: /RUNTIME-\d{3}|Failed to load resource|ERR_FAILED|Failed to fetch|manifest/i });

  test('its pages show a fallback with retry while the rest of the site works', async ({ page, request }) => {
    const { remotes } = (await (await request.get('/remotes.json')).json()) as RemotesJson;
    // every release of mfe-static lives under <cdn>/mfe-static/<version>/
    const entry = new URL(remotes.find((remote) => remote.name === 'mfe_static')?.entry ?? '');
    const staticFiles = `${entry.origin}/${entry.pathname.split('/')[1]}/**`;
    await page.route(staticFiles, (route) => route.abort());
    await page.goto('/contact');
    await expect(page.getByText(/temporarily unavailable/i)).toBeVisible();
    await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();

    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page.locator('#how-it-works')).toBeAttached();

    // The remote comes back: Retry loads it without reloading the site.
    await page.goBack();
    await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();
    await page.unroute(staticFiles);
    await page.getByRole('button', { name: /retry/i }).click();
    await expect(page.getByRole('heading', { level: 1, name: /contact/i })).toBeVisible();
  });
});

test('a page that needs an account asks a signed-out visitor to sign in, then returns there', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  const signInLink = page.getByRole('link', { name: 'Sign In', exact: true }).last();
  await expect(signInLink).toHaveAttribute('href', '/api/login?returnTo=%2Fdashboard');
  await signInLink.click();

  const form = page.locator('form[action="/api/login"]');
  await form.getByLabel('Email').fill('renter@example.com');
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: /sign in/i }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Mis Reservaciones' })).toHaveAttribute('aria-selected', 'true');
});
