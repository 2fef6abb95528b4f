/**
 * The local composition: which app listens where and which routes each remote serves.
 * `remotes.json` for the local site is generated from this table; production keeps one
 * hand-edited `remotes.json` per environment (see infra/production/).
 */
import type { RemoteRoute, RemotesManifest, RemoteWidget } from '@ladrive/shared-ui/remotes-manifest';

export interface RemoteApp {
  /** Workspace folder of the remote. */
  dir: string;
  /** Module Federation name. */
  name: string;
  /** Port = site port + offset. */
  portOffset: number;
  routes: RemoteRoute[];
  widgets: RemoteWidget[];
}

const page = (path: string, module: string, requiresAuth = false): RemoteRoute => ({ path, module, requiresAuth });

export const remoteApps: RemoteApp[] = [
  {
    dir: 'mfe-search',
    name: 'mfe_search',
    portOffset: 1,
    routes: [
      page('/search', './SearchPage'),
      page('/search-results', './SearchPage'),
      page('/cars/:id', './CarDetailsPage'),
      page('/car-details/:id', './CarDetailsPage'),
    ],
    widgets: [{ slot: 'home.featuredCars', module: './FeaturedCars' }],
  },
  {
    dir: 'mfe-booking',
    name: 'mfe_booking',
    portOffset: 2,
    routes: [
      // The booking page handles a signed-out visitor itself: a full-page redirect to sign-in and back.
      page('/booking/:id', './BookingPage', false),
      page('/payment', './PaymentPage', true),
      page('/dashboard', './DashboardPage', true),
    ],
    widgets: [],
  },
  {
    dir: 'mfe-static',
    name: 'mfe_static',
    portOffset: 5,
    routes: [
      page('/help-center', './HelpCenter'),
      page('/safety-guidelines', './SafetyGuidelines'),
      page('/contact', './Contact'),
      page('/terms-of-service', './TermsOfService'),
      page('/privacy-policy', './PrivacyPolicy'),
      page('/insurance-policy', './InsurancePolicy'),
    ],
    widgets: [],
  },
];

export interface Ports {
  site: number;
  api: number;
  postgres: number;
  objectStore: number;
}

/** Default ports: site 3000, remotes 3001–3005, API 4000. Tests shift the whole block. */
export function portsFrom(sitePort: number): Ports {
  return { site: sitePort, api: sitePort + 1000, postgres: sitePort + 51329, objectStore: sitePort + 1569 };
}

export function remotePort(sitePort: number, app: RemoteApp): number {
  return sitePort + app.portOffset;
}

export function localRemotesManifest(sitePort: number, host = 'localhost'): RemotesManifest {
  return {
    remotes: remoteApps.map((app) => ({
      name: app.name,
      entry: `http://${host}:${remotePort(sitePort, app)}/mf-manifest.json`,
      version: 'local',
      routes: app.routes,
      widgets: app.widgets,
    })),
  };
}

/** Environment of the API process in the local composition (embedded PostgreSQL and s3rver). */
export function localApiEnv(sitePort: number, dataDir: string): Record<string, string> {
  const ports = portsFrom(sitePort);
  return {
    API_PORT: String(ports.api),
    EMBEDDED_PG_PORT: String(ports.postgres),
    EMBEDDED_S3_PORT: String(ports.objectStore),
    SITE_ORIGIN: `http://localhost:${sitePort}`,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true',
  };
}
