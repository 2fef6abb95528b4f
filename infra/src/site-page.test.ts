import type { RemotesManifest } from '@ladrive/platform/remotes-manifest';
import { describe, expect, it } from 'vitest';
import { pageHints, sitePage } from './site-page.ts';

const remotes: RemotesManifest = {
  remotes: [
    {
      name: 'mfe_search',
      entry: 'https://cdn.test/mfe-search/1.0.0-abc/mf-manifest.json',
      version: '1.0.0-abc',
      routes: [{ path: '/cars/:id', module: './CarDetailsPage', requiresAuth: false, lang: 'es' }],
      widgets: [],
      scripts: { './CarDetailsPage': ['static/js/mfe_search.1.js', 'static/js/async/car.2.js'] },
    },
  ],
};

describe('the page', () => {
  it('puts the hints first in <head> and inlines remotes.json where no markup can break out of it', () => {
    const hostile: RemotesManifest = {
      remotes: [{ ...remotes.remotes[0]!, version: '</script><script>alert(1)</script>' }],
    };
    const page = sitePage('<!doctype html><html><head><title>x</title></head><body></body></html>', hostile, {
      preconnect: ['https://cdn.test'],
      manifest: hostile.remotes[0]!.entry,
    });
    expect(page.startsWith('<!doctype html><html><head><link rel="preconnect" href="https://cdn.test">')).toBe(true);
    expect(page).not.toContain('</script><script>alert(1)');
    const json = /id="ladrive-remotes-json">(.*?)<\/script>/.exec(page)![1]!;
    const { scripts: _, ...withoutScripts } = hostile.remotes[0]!;
    expect(JSON.parse(json)).toEqual({ remotes: [withoutScripts] });
  });

  it('puts the hints after the charset and viewport that open <head>, which the browser needs first', () => {
    const opening =
      '<!doctype html><html><head>\n  <meta charset="utf-8" />\n  <meta name="viewport" content="width=device-width" />';
    const page = sitePage(`${opening}<title>x</title></head><body></body></html>`, remotes, {
      preconnect: ['https://cdn.test'],
    });
    expect(page.startsWith(`${opening}<link rel="preconnect" href="https://cdn.test">`)).toBe(true);
  });

  it("preloads the route's remote manifest, entry and module chunks, and only the preconnects elsewhere", () => {
    const html = '<!doctype html><html><head></head><body></body></html>';
    const carPage = sitePage(html, remotes, pageHints(remotes, '/cars/7'));
    expect(carPage).toContain(
      '<link rel="preload" href="https://cdn.test/mfe-search/1.0.0-abc/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="https://cdn.test/mfe-search/1.0.0-abc/static/js/mfe_search.1.js" as="script">' +
        '<link rel="preload" href="https://cdn.test/mfe-search/1.0.0-abc/static/js/async/car.2.js" as="script">',
    );
    const home = sitePage(html, remotes, pageHints(remotes, '/'));
    expect(home).toContain('<link rel="preconnect" href="https://cdn.test">');
    expect(home).not.toContain('rel="preload"');
  });

  it("preloads the shell's entry first on a page a remote draws, so it does not queue behind the page's hints", () => {
    const html =
      '<!doctype html><html><head><meta charset="utf-8"><title>x</title><script defer src="/static/js/index.1.js"></script></head><body></body></html>';
    const carPage = sitePage(html, remotes, pageHints(remotes, '/cars/7'));
    expect(carPage).toContain('<meta charset="utf-8"><link rel="preload" href="/static/js/index.1.js" as="script">');
    const home = sitePage(html, remotes, pageHints(remotes, '/'));
    expect(home).not.toContain('rel="preload"');
  });
});
