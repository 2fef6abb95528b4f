/**
 * The API's Prometheus metrics (GET /api/metrics): for the internal network only. Prometheus scrapes each API
 * replica's own port; the site origin answers 404 for this path (infra's node site server and the production
 * nginx), and the API itself refuses it to any request that came through one of our proxies.
 */
export const METRICS_PATH = '/api/metrics';
