/**
 * Issue 12's loading rules that can be checked without timing: one federation runtime and one copy of each
 * shared library for the whole site, and a frame that does not wait for anything remote.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

interface AppManifest {
  name: string;
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** A hook name only @module-federation/runtime-core's code holds (the sdk that remote entries keep does not). */
const RUNTIME_CORE_MARKER = 'beforeInitContainer';

/** Script URL → the apps whose copy of a shared library it is, per library (from every released mf-manifest). */
async function sharedFiles(request: APIRequestContext, baseURL: string) {
  const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: { entry: string }[] };
  const manifestUrls = [new URL('/mf-manifest.json', baseURL).href, ...remotes.map((remote) => remote.entry)];
  const files = new Map<string, { library: string; app: string }[]>();
  for (const manifestUrl of manifestUrls) {
    const manifest = (await (await request.get(manifestUrl)).json()) as AppManifest;
    for (const shared of manifest.shared) {
      for (const path of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const url = new URL(path, manifestUrl).href;
        files.set(url, [...(files.get(url) ?? []), { library: shared.name, app: manifest.name }]);
      }
    }
  }
  return files;
}

/** The scripts a page downloads from now on, with their text. */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((text) => ({ url: response.url(), text })));
  });
  return () => Promise.all(scripts);
}

/** Per shared library, the apps whose copy of it the page downloaded. */
function appsPerSharedLibrary(scripts: { url: string }[], files: Awaited<ReturnType<typeof sharedFiles>>) {
  const appsPerLibrary = new Map<string, Set<string>>();
  for (const { url } of scripts) {
    for (const { library, app } of files.get(url) ?? []) {
      appsPerLibrary.set(library, (appsPerLibrary.get(library) ?? new Set()).add(app));
    }
  }
  return appsPerLibrary;
}

const downloadedTwice = (appsPerLibrary: Map<string, Set<string>>) =>
  [...appsPerLibrary].filter(([, apps]) => apps.size > 1).map(([library]) => library);

test('the shell and two remotes download the federation runtime and each shared library once', async ({
  page,
  request,
  baseURL,
}) => {
  const downloaded = recordScripts(page);
  await page.goto('/search?location=Los%20Angeles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // a second remote, reached inside the same page
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Help Center' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Centro de Ayuda/i);

  const scripts = await downloaded();
  const appsPerLibrary = appsPerSharedLibrary(scripts, await sharedFiles(request, baseURL!));
  expect(downloadedTwice(appsPerLibrary)).toEqual([]);
  expect(appsPerLibrary.get('react')?.size).toBe(1);

  const runtimes = scripts.filter(({ text }) => text.includes(RUNTIME_CORE_MARKER)).map(({ url }) => url);
  expect(runtimes).toHaveLength(1);
});

test("the signed-in home's form and a remote's form after it download the form libraries once, the shell's", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, 'renter@example.com');
  await expect(page).toHaveURL('/');
  // the shell loads its form libraries on demand, with the signed-in home; recorded from the reloaded document on, so
  // a late script of the first load (the reporter comes after `load`) cut off by the reload, bodiless, is not read
  await page.reload({ waitUntil: 'commit' });
  const downloaded = recordScripts(page);
  await expect(page.getByRole('search', { name: 'Find a car' })).toBeVisible();
  // a remote's form, reached inside the same page: a car page's booking card (mfe-search)
  await page
    .getByRole('link', { name: /Economy/ })
    .first()
    .click();
  await page.getByRole('region', { name: 'Resultados' }).getByRole('link').first().click();
  const booking = page.getByRole('complementary', { name: 'Reserva' }).or(page.getByLabel('Reservar este auto'));
  await expect(booking.getByLabel('Fecha de inicio')).toBeVisible();

  const appsPerLibrary = appsPerSharedLibrary(await downloaded(), await sharedFiles(request, baseURL!));
  expect(downloadedTwice(appsPerLibrary)).toEqual([]);
  expect(appsPerLibrary.get('@ladrive/form-state')).toEqual(new Set(['shell']));
  expect(appsPerLibrary.get('@hookform/resolvers/valibot')).toEqual(new Set(['shell']));
});

test("the shell's script asks Chrome to compile it while it downloads", async ({ request }) => {
  const html = await (await request.get('/search')).text();
  const entry = html.match(/<script[^>]+src="([^"]+\/index\.\w+\.js)"/)?.[1];
  expect(entry).toBeDefined();
  const script = await (await request.get(entry!)).text();
  expect(script.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

test.describe('while the remotes are slow', () => {
  test('the header and footer are drawn before the remote page arrives', async ({ page, request }) => {
    const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: { entry: string }[] };
    const cdn = new URL(remotes[0]?.entry ?? '').origin;
    // Hold every remote file until the frame has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`${cdn}/**`, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/help-center');
    await expect(page.getByRole('link', { name: 'LA Drive' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading page' })).toBeVisible();

    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Centro de Ayuda/i);
  });
});

test("a remote page's code and data are asked for by the page itself, and each is fetched once", async ({
  page,
  request,
}) => {
  const [car] = (await (await request.get('/api/cars?pageSize=1')).json()) as { id: string; make: string }[];
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));

  const response = await page.goto(`/cars/${car!.id}`);
  const html = (await response!.text()).split('<body')[0]!;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(car!.make);
  await expect(page.getByRole('heading', { name: /reseñas/i }).first()).toBeVisible();

  // named in the page's <head>: the remote's entry, its chunks, the reads the page opens with and the shell's texts
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]!);
  const absolute = (url: string) => new URL(url.replaceAll('&amp;', '&'), page.url()).href;
  expect(preloaded.some((url) => url.includes('/mfe-search/') && url.endsWith('.js'))).toBe(true);
  expect(preloaded.some((url) => /\/shell-catalog-en\.\w+\.js$/.test(url))).toBe(true);
  expect(preloaded).toEqual(expect.arrayContaining([`/api/cars/${car!.id}`, `/api/cars/${car!.id}/reviews/summary`]));

  // and the page took those responses instead of asking again
  for (const url of preloaded.map(absolute)) {
    expect(
      requested.filter((sent) => sent === url),
      url,
    ).toHaveLength(1);
  }

  // the car's first photo, preloaded as the gallery names it: the gallery shows that response, fetched once
  expect(html).toContain(`imagesrcset="/api/cars/${car!.id}/cover?w=320 320w`);
  const photo = page.getByRole('button', { name: /pantalla completa/ }).locator('img');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.currentSrc : '')))
    .toContain(`/api/cars/${car!.id}/cover`);
  expect(requested.filter((sent) => sent.includes(`/api/cars/${car!.id}/cover`))).toHaveLength(1);
});
