/**
 * One Lighthouse run (mobile, applied throttling) and what the bench reads from it: the metrics, the
 * JavaScript transferred, the text responses sent uncompressed, the script URLs downloaded (for the
 * shared-library and runtime counts, see downloads.ts) and the round trips before the LCP.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { apiPath } from '@ladrive/contracts';
import { launch } from 'chrome-launcher';
import { PageDependencyGraph } from 'lighthouse/core/computed/page-dependency-graph.js';
import { NetworkRecorder } from 'lighthouse/core/lib/network-recorder.js';
import { chromium } from 'playwright-core';
import { cookiesOf } from './signed-in.ts';

const lighthouseCli = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface RunFigures {
  url: string;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Performance score, 0–100. */
  score: number;
  /** Bytes on the wire of every script (compressed when compressed). */
  jsBytes: number;
  /** Requests made one after another before the LCP (see roundTripsBeforeLcp). */
  roundTrips: number;
  /** What the LCP element was: its image's URL, or 'text'. */
  lcpResource: string;
  /** JS, JSON, HTML and CSS answers of 1 kB or more sent without a Content-Encoding. */
  uncompressed: string[];
  scriptUrls: string[];
  /** The status of the page's session check (`GET /api/auth/user`), if it made one: 200 when signed in. */
  sessionStatus?: number;
}

function runCli(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [lighthouseCli, ...args], {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${stderr.trim().slice(-2000)}`)),
    );
  });
}

interface Lhr {
  requestedUrl: string;
  mainDocumentUrl: string;
  finalDisplayedUrl: string;
  configSettings: unknown;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { debugData?: { initiatorPath?: { url: string }[] } } }>;
}

interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { isOutermostMainFrame?: boolean } };
}

/** The parts of Lighthouse's (Lantern's) page dependency graph read here. */
interface GraphNode {
  type: 'network' | 'cpu';
  startTime: number;
  endTime: number;
  request?: { url: string; resourceType?: string };
  getDependencies(): GraphNode[];
  traverse(callback: (node: GraphNode) => void): void;
}

interface NetworkRecord {
  url: string;
  statusCode: number;
  mimeType: string;
  resourceType?: string;
  resourceSize: number;
  transferSize: number;
  responseHeaders: { name: string; value: string }[];
}

/** The API's answer to "who is signed in", which every page but a signed-out visitor's landing page asks. */
const SESSION_PATH = apiPath('GET /api/auth/user');

const TEXT_TYPES = /^(application\/(javascript|json|manifest\+json)|text\/(javascript|html|css))/;

function uncompressedText(records: NetworkRecord[]): string[] {
  return records
    .filter(
      (record) =>
        record.statusCode === 200 &&
        TEXT_TYPES.test(record.mimeType) &&
        record.resourceSize >= 1024 &&
        !record.responseHeaders.some((header) => header.name.toLowerCase() === 'content-encoding'),
    )
    .map((record) => record.url);
}

/** Requests whose answer is data a page may wait on before it renders (and requests more). */
const DATA_TYPES = new Set(['Fetch', 'XHR']);

/** Resource types that can hold up a paint (an image finished before a text LCP did not). */
const GATING_TYPES = new Set(['Document', 'Script', 'Fetch', 'XHR', 'Stylesheet', 'Font']);

/**
 * Round trips before the LCP: the longest chain of network requests each of which could only start once the
 * one before it had arrived, ending at the LCP. Two kinds of link make the chain:
 * - causal ones from Lighthouse's page dependency graph (Lantern, built from the trace and the DevTools log):
 *   a request depends on the CPU task that issued it, and that task on the script it ran (document → entry
 *   → chunk → the fetch that chunk makes);
 * - data ones, which that graph does not hold: a request issued after a fetch/XHR had answered may have
 *   waited for that answer (`/remotes.json` → the remote's manifest, `/api/cars` → the photo), so every
 *   fetch/XHR finished before a request started counts as a step before it.
 * - LCP is an image: the chain's length up to the image's request, the image not counted (the plain page:
 *   document → bundle → /api/cars → photo is 3).
 * - LCP is text: the longest chain among the requests (documents, scripts, fetches, styles, fonts) that
 *   had finished before the LCP was painted.
 */
function roundTripsBeforeLcp(graph: GraphNode, lcpImageUrl: string | undefined, lcpTimestamp: number) {
  const requests: GraphNode[] = [];
  graph.traverse((node) => {
    if (node.type === 'network') requests.push(node);
  });
  const answeredData = requests.filter((node) => DATA_TYPES.has(node.request?.resourceType ?? ''));
  const depth = new Map<GraphNode, number>();
  const depthOf = (node: GraphNode): number => {
    const known = depth.get(node);
    if (known !== undefined) return known;
    const before = [
      ...node.getDependencies(),
      ...(node.type === 'network' ? answeredData.filter((data) => data.endTime <= node.startTime) : []),
    ];
    const value = Math.max(0, ...before.map(depthOf)) + (node.type === 'network' ? 1 : 0);
    depth.set(node, value);
    return value;
  };
  if (lcpImageUrl) {
    const image = requests
      .filter((node) => node.request?.url === lcpImageUrl)
      .sort((a, b) => a.startTime - b.startTime)[0];
    if (image) return depthOf(image) - 1;
  }
  const finished = requests.filter(
    (node) => node.endTime <= lcpTimestamp && GATING_TYPES.has(node.request?.resourceType ?? ''),
  );
  return Math.max(0, ...finished.map(depthOf));
}

/** The timestamp (trace clock, µs) of the main frame's final LCP candidate. */
function lcpTimestampOf(trace: { traceEvents: TraceEvent[] }): number {
  const candidates = trace.traceEvents.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && event.args?.data?.isOutermostMainFrame !== false,
  );
  return Math.max(0, ...candidates.map((event) => event.ts));
}

/**
 * Runs Lighthouse on `url` and reads its report, DevTools log and trace (written under `outputBase`); with `cookie`
 * (`name=value; …`), the browser holds those cookies first: a signed-in visit, the session being the server's.
 *
 * The bench launches Chrome itself (as Lighthouse does: chrome-launcher, its default flags) and hands Lighthouse its
 * port, for every run alike. A `Cookie` in Lighthouse's `--extra-headers` is not enough: Chromium 156 sends the
 * browser's own cookies on the page's requests, and every signed-in run drew the sign-in prompt.
 */
export async function lighthouseRun(url: string, outputBase: string, cookie?: string): Promise<RunFigures> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (cookie) {
      // into the browser's own context, the one Lighthouse's tab opens in; closing a connection leaves it as it is
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0]!.addCookies(cookiesOf(cookie, new URL(url).origin));
      await browser.close();
    }
    await runCli([
      url,
      `--port=${chrome.port}`,
      '--output=json',
      `--output-path=${outputBase}.json`,
      '--save-assets',
      '--only-categories=performance',
      // mobile (the default form factor) with "applied" throttling: DevTools slows the network and the CPU
      // for real (Lighthouse's mobile 4G and 4× CPU figures), instead of simulating a slow load afterwards
      '--throttling-method=devtools',
      '--quiet',
    ]);
  } finally {
    chrome.kill();
  }
  const figures = await readRun(url, outputBase);
  if (cookie && figures.sessionStatus !== 200) {
    throw new Error(`${url}: the page's session check answered ${figures.sessionStatus}, so the run was not signed in`);
  }
  return figures;
}

/** The figures of a Lighthouse run saved under `outputBase` (report, DevTools log and trace). */
export async function readRun(url: string, outputBase: string): Promise<RunFigures> {
  const readJson = async <T>(path: string) => JSON.parse(await readFile(path, 'utf8')) as T;
  const lhr = await readJson<Lhr>(`${outputBase}.json`);
  const devtoolsLog = await readJson<unknown[]>(`${outputBase}-0.devtoolslog.json`);
  const trace = await readJson<{ traceEvents: TraceEvent[] }>(`${outputBase}-0.trace.json`);

  const records = NetworkRecorder.recordsFromLogs(devtoolsLog as never) as unknown as NetworkRecord[];
  const graph = (await PageDependencyGraph.request(
    {
      trace,
      devtoolsLog,
      settings: lhr.configSettings,
      URL: {
        requestedUrl: lhr.requestedUrl,
        mainDocumentUrl: lhr.mainDocumentUrl,
        finalDisplayedUrl: lhr.finalDisplayedUrl,
      },
      SourceMaps: [],
      fromTrace: false,
    } as never,
    { computedCache: new Map() } as never,
  )) as unknown as GraphNode;
  // Lighthouse's own LCP image (prioritize-lcp-image): the first entry of its initiator path
  const lcpImageUrl = lhr.audits['prioritize-lcp-image']?.details?.debugData?.initiatorPath?.[0]?.url;
  const scripts = records.filter((record) => record.resourceType === 'Script');
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    jsBytes: scripts.reduce((sum, record) => sum + record.transferSize, 0),
    roundTrips: roundTripsBeforeLcp(graph, lcpImageUrl, lcpTimestampOf(trace)),
    lcpResource: lcpImageUrl ?? 'text',
    uncompressed: uncompressedText(records),
    scriptUrls: scripts.map((record) => record.url),
    sessionStatus: records.find((record) => new URL(record.url).pathname === SESSION_PATH)?.statusCode,
  };
}
