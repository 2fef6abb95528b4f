import { RUM_EVENTS_MAX, RumBeaconSchema } from '@ladrive/contracts';
import type { RemotesManifest } from '@ladrive/platform';
import * as v from 'valibot';
import { sampleRate, startRum } from '.';
import { beacons, createReporter, placeOf, shellVersion } from './reporter';

const manifest: RemotesManifest = {
  remotes: [
    {
      name: 'mfe_search',
      entry: 'https://cdn.example/mfe-search/v7/mf-manifest.json',
      version: 'v7',
      routes: [{ path: '/cars/:id', module: './CarDetails', requiresAuth: false, lang: 'en' }],
      widgets: [],
    },
    {
      name: 'mfe_static',
      entry: 'https://cdn.example/mfe-static/v2/mf-manifest.json',
      version: 'v2',
      routes: [{ path: '/help-center/contact', module: './Contact', requiresAuth: false, lang: 'en' }],
      widgets: [],
    },
  ],
};

/** A reporter on a page at `path`, whose beacons are kept parsed by the API's own schema. */
function reporterAt(path: string) {
  const sent: v.InferOutput<typeof RumBeaconSchema>[] = [];
  let reportVital: (name: 'LCP' | 'INP' | 'CLS', value: number) => void = () => undefined;
  const reporter = createReporter(manifest, {
    send: (body) => sent.push(v.parse(RumBeaconSchema, JSON.parse(body))),
    session: 'page-view-1234',
    shell: 'shell-abc123',
    language: () => 'es',
    pathname: () => path,
    observeVitals: (report) => {
      reportVital = report;
    },
  });
  return { reporter, sent, vital: (name: 'LCP' | 'INP' | 'CLS', value: number) => reportVital(name, value) };
}

const leave = async () => {
  dispatchEvent(new Event('pagehide'));
  await Promise.resolve();
};

describe('placeOf', () => {
  it("tags a page with its route pattern (no ids), the remote that draws it and that remote's version", () => {
    expect(placeOf(manifest, '/cars/4f1c2b', 'shell-1')).toEqual({
      route: '/cars/:id',
      remote: 'mfe_search',
      version: 'v7',
    });
    expect(placeOf(manifest, '/', 'shell-1')).toEqual({ route: '/', remote: 'shell', version: 'shell-1' });
    expect(placeOf(manifest, '/nowhere/42', 'shell-1')).toEqual({ route: '/*', remote: 'shell', version: 'shell-1' });
    expect(placeOf(null, '/cars/4f1c2b', 'shell-1')).toEqual({ route: '/*', remote: 'shell', version: 'shell-1' });
  });

  it("takes the shell's version from its entry script's content hash", () => {
    expect(shellVersion([{ src: 'https://site.example/static/js/index.1a2b3c4d.js' }])).toBe('shell-1a2b3c4d');
    expect(shellVersion([{ src: 'https://site.example/static/js/main.js' }])).toBe('shell-dev');
  });
});

describe('the reporter', () => {
  it('sends the vitals, errors and failed loads of a page view in one beacon when the page is left', async () => {
    const { reporter, sent, vital } = reporterAt('/cars/4f1c2b');
    vital('LCP', 1234.5);
    vital('CLS', 0.02);
    reporter.error(new TypeError('x is undefined\n    at https://cdn.example/mfe-search/v7/chunk.js:1:2'));
    const loadFailure = new Error('Failed to fetch mf-manifest.json');
    reporter.remoteFailed('mfe_static', loadFailure);
    // the same failure reaching the remote's boundary is not counted twice
    reporter.error(loadFailure, 'mfe_static');
    expect(sent).toEqual([]);
    await leave();
    const place = { route: '/cars/:id', remote: 'mfe_search', version: 'v7' };
    expect(sent).toEqual([
      {
        session: 'page-view-1234',
        shell: 'shell-abc123',
        language: 'es',
        events: [
          { kind: 'vital', ...place, name: 'LCP', value: 1234.5 },
          { kind: 'vital', ...place, name: 'CLS', value: 0.02 },
          { kind: 'error', ...place, message: 'TypeError: x is undefined' },
          { kind: 'remote-failed', route: '/cars/:id', remote: 'mfe_static', version: 'v2' },
        ],
      },
    ]);
    // nothing new: nothing sent
    await leave();
    expect(sent).toHaveLength(1);
  });

  it("cuts many events into beacons within the API's limits", () => {
    const event = { kind: 'error' as const, route: '/', remote: 'shell', version: 's', message: 'm'.repeat(300) };
    const bodies = beacons({ session: 'page-view-1234', shell: 's', language: 'en' }, Array(120).fill(event));
    const sizes = bodies.map((body) => v.parse(RumBeaconSchema, JSON.parse(body)).events.length);
    expect(sizes.reduce((a, b) => a + b)).toBe(120);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(RUM_EVENTS_MAX);
    for (const body of bodies) expect(body.length).toBeLessThanOrEqual(16 * 1024);
  });
});

describe('sampling', () => {
  it('reads the build setting as a share of page views, every one by default', () => {
    expect(sampleRate(undefined)).toBe(1);
    expect(sampleRate('0.1')).toBe(0.1);
    expect(sampleRate('nonsense')).toBe(1);
    expect(sampleRate('7')).toBe(1);
  });

  it('leaves a page view that is not sampled without any listener', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    startRum(manifest, 0.1, () => 0.5);
    expect(listen).not.toHaveBeenCalled();
    listen.mockRestore();
  });
});
