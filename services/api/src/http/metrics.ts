/**
 * Prometheus metrics of one API process (GET /api/metrics, prom-client's text format): requests by method, route
 * pattern and status (errors by route are its 5xx series: `sum by (route) (rate(http_requests_total{status=~"5.."}[5m]))`),
 * their latency histogram, the pg pool's connections and the job queue's depth, plus Node's process metrics.
 * Route labels are the router's patterns (`/api/cars/:id`), never URLs: bounded cardinality, no ids.
 * Answered on the API's own port only (contracts' METRICS_PATH): a request one of our proxies forwarded (it carries
 * X-Forwarded-For, which `resolveClientAddress` keeps only from them) gets the 404 of an unknown path, so the
 * site origin never serves it, whichever proxy is in front (node, nginx, a Kubernetes Ingress).
 */
import Router from '@koa/router';
import { METRICS_PATH } from '@ladrive/contracts';
import type { Context, Middleware } from 'koa';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read when scraped; each may fail (PostgreSQL down) without failing the scrape. */
export interface MetricSources {
  pool(): Promise<{ totalCount: number; idleCount: number; waitingCount: number }>;
  queueDepths(): Promise<{ name: string; queued: number; active: number }[]>;
}

/** A request no route matched: one label for all of them, whatever the URL. */
const UNMATCHED = 'unmatched';

/** The route pattern a request matched (`/api/cars/:id`), as @koa/router records it. */
function routeOf(ctx: Context): string {
  const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  return typeof matched === 'string' ? matched.replace(/(.)\/$/, '$1') : UNMATCHED;
}

export class ApiMetrics {
  /** Per app, not prom-client's global registry: tests run several APIs in one process. */
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'route' | 'status'>;
  readonly #duration: Histogram<'method' | 'route'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.#requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.#duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    new Gauge({
      name: 'db_pool_connections',
      help: "The pg pool's connections: total open, idle, and requests waiting for one",
      labelNames: ['state'],
      registers,
      async collect() {
        const pool = await sources.pool();
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs per queue, across replicas: waiting (queued, deferred included) and running',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        // PostgreSQL down: the series go missing from this scrape rather than the scrape failing
        const depths = await sources.queueDepths().catch(() => []);
        this.reset();
        for (const queue of depths) {
          this.set({ queue: queue.name, state: 'queued' }, queue.queued);
          this.set({ queue: queue.name, state: 'active' }, queue.active);
        }
      },
    });
  }

  /** Counts and times every request; outermost, so it sees the status the error mapper chose. */
  middleware(): Middleware {
    return async (ctx, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        const route = routeOf(ctx);
        this.#requests.inc({ method: ctx.method, route, status: String(ctx.status) });
        this.#duration.observe({ method: ctx.method, route }, (performance.now() - started) / 1000);
      }
    };
  }

  routes(): Router {
    const router = new Router();
    router.get(METRICS_PATH, async (ctx, next) => {
      // through the site origin: as if there were no such route
      if (ctx.get('x-forwarded-for')) return next();
      ctx.set('Cache-Control', 'no-store');
      ctx.type = this.registry.contentType;
      ctx.body = await this.registry.metrics();
    });
    return router;
  }
}
