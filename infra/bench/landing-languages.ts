/**
 * The landing page's JavaScript in each language a visitor can be in: nothing chosen (the spec's texts), and
 * the `lang` cookie set to each language. Lighthouse cannot set a cookie the page's scripts can read (its
 * `--extra-headers` reach the server only), so these loads run in Chromium through Playwright, each in a
 * fresh context (a cold cache). Script sizes do not depend on throttling: one load per language suffices.
 */
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@ladrive/contracts';
import { chromium } from 'playwright-core';

export interface LandingScripts {
  /** null: nothing chosen. */
  language: Language | null;
  /** Compressed bytes of every script's body. */
  bodyBytes: number;
  /** Bodies plus response headers: what the wire carried. */
  transferredBytes: number;
  scripts: number;
}

/** Loads `url` once per language and sums its scripts. */
export async function landingScriptsPerLanguage(url: string): Promise<LandingScripts[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const results: LandingScripts[] = [];
    for (const language of [null, ...LANGUAGES]) {
      const context = await browser.newContext();
      if (language) await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url }]);
      const page = await context.newPage();
      const scripts: Promise<{ responseBodySize: number; responseHeadersSize: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.sizes());
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts);
      results.push({
        language,
        bodyBytes: sizes.reduce((sum, size) => sum + size.responseBodySize, 0),
        transferredBytes: sizes.reduce((sum, size) => sum + size.responseBodySize + size.responseHeadersSize, 0),
        scripts: sizes.length,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
