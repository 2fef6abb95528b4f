/**
 * infra/production, checked offline: the compose file rendered by a real Compose implementation (Debian's
 * docker-compose, `docker-compose config`: schema, interpolation, merge keys), the Kubernetes manifests
 * schema-checked by kubernetes-models, and the proxy's nginx templates held to what the local servers and the API
 * expect (security headers, CSP, cache rules, the one X-Forwarded-For hop, every variable provided).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { BlockList } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUIRED_PRODUCTION_ENV, TrustedProxies } from '@ladrive/api';
import { IMMUTABLE, REVALIDATE } from '@ladrive/releases';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Service } from 'kubernetes-models/v1/Service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { CDN_POLICY, siteContentSecurityPolicy } from './static-servers.ts';

const production = fileURLToPath(new URL('../production/', import.meta.url));
const composeFile = join(production, 'compose.yaml');
const envExample = join(production, 'production.env.example');
const templatesDir = join(production, 'proxy', 'templates');

// ---------------------------------------------------------------------------------------------------------------
// compose

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  ports?: { published: number; target: number }[];
  networks?: Record<string, { ipv4_address?: string } | null>;
  restart?: string;
  volumes?: string[];
}

interface ComposeRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `docker-compose --env-file <envFile> -f compose.yaml config` with nothing else from this machine's environment. */
function composeConfig(envFile: string): Promise<ComposeRun> {
  return new Promise((resolve, reject) => {
    execFile(
      'docker-compose',
      ['--env-file', envFile, '-f', composeFile, 'config'],
      { env: { PATH: process.env.PATH } },
      (error, stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          reject(
            new Error("docker-compose is missing: install Debian's (apt-get install docker-compose), as .ci/run does"),
          );
          return;
        }
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
  });
}

/** production.env.example with every blank value filled in, as an operator would. */
async function filledEnv(): Promise<Map<string, string>> {
  const values = new Map<string, string>();
  for (const line of (await readFile(envExample, 'utf8')).split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (match) values.set(match[1]!, match[2] || `test-${match[1]!.toLowerCase().replaceAll('_', '-')}`);
  }
  return values;
}

let workDir: string;
const writeEnv = async (name: string, values: Map<string, string>) => {
  const file = join(workDir, name);
  await writeFile(file, [...values].map(([key, value]) => `${key}=${value}`).join('\n'));
  return file;
};

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'ladrive-production-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('compose.yaml (docker-compose config)', () => {
  let env: Map<string, string>;
  let services: Record<string, ComposeService>;
  let networks: Record<string, { ipam?: { config?: { subnet?: string }[] } }>;

  beforeAll(async () => {
    env = await filledEnv();
    const run = await composeConfig(await writeEnv('complete.env', env));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    ({ services, networks } = parse(run.stdout) as { services: Record<string, ComposeService>; networks: never });
  });

  it('renders PostgreSQL, MinIO and its set-up, the migration job, two API replicas and the proxy', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api-1',
      'api-2',
      'migrate',
      'minio',
      'minio-setup',
      'postgres',
      'proxy',
    ]);
    expect(services.postgres?.image).toMatch(/^postgres:\d+/);
    expect(services.minio?.image).toMatch(/^minio\/minio:/);
    expect(services.postgres?.volumes).toEqual([expect.stringMatching(/^postgres-data:/)]);
    expect(services.minio?.volumes).toEqual([expect.stringMatching(/^minio-data:/)]);
  });

  it('refuses to render while a secret is missing, and names it', async () => {
    const incomplete = new Map(env);
    incomplete.delete('SESSION_KEYS');
    const run = await composeConfig(await writeEnv('incomplete.env', incomplete));
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('SESSION_KEYS');
  });

  it('asks only for variables production.env.example lists', async () => {
    const text = await readFile(composeFile, 'utf8');
    const required = new Set([...text.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((match) => match[1]!));
    expect(required.size).toBeGreaterThan(0);
    for (const name of required) expect([...env.keys()]).toContain(name);
  });

  it('gives each API replica every variable the API refuses to start without, in production mode', () => {
    for (const name of ['api-1', 'api-2']) {
      const replica = services[name]!;
      for (const variable of REQUIRED_PRODUCTION_ENV) expect(replica.environment?.[variable], variable).toBeTruthy();
      expect(replica.environment).toMatchObject({
        LADRIVE_ENV: 'production',
        SITE_ORIGIN: `https://${env.get('SITE_HOST')}`,
        S3_ENDPOINT: env.get('STORAGE_HOST'),
      });
      expect(new URL(replica.environment!.DATABASE_URL!).host).toBe('postgres:5432');
      // readiness: the proxy waits for a replica that reaches PostgreSQL and the object store
      expect(replica.healthcheck?.test?.join(' ')).toContain('/api/health/ready');
      expect(replica.depends_on).toMatchObject({
        migrate: { condition: 'service_completed_successfully' },
        'minio-setup': { condition: 'service_completed_successfully' },
      });
      // reachable only through the proxy, which is the one X-Forwarded-For hop the API trusts
      expect(replica.ports).toBeUndefined();
    }
  });

  it("keeps the API's buckets private and gives the API's MinIO user those buckets only", async () => {
    const script = services['minio-setup']!.command!.join('\n');
    const buckets = ['car-photos', 'booking-documents', 'car-uploads'];
    for (const bucket of buckets) {
      expect(script).toContain(`mc mb --ignore-existing local/${bucket}`);
      // photos are read through presigned GETs (GET /api/photos redirects): no bucket of the API is read anonymously
      expect(script).toContain(`mc anonymous set none local/${bucket}`);
    }
    expect(script).toContain('mc admin policy create local ladrive-api /ladrive/object-store/api-user-policy.json');
    expect(script).toContain('mc admin policy attach local ladrive-api --user "$$API_S3_ACCESS_KEY"');
    expect(script).not.toMatch(/policy attach local readwrite --user "\$\$API_S3_ACCESS_KEY"/);
    expect(services['minio-setup']!.volumes).toEqual([
      expect.stringMatching(/object-store:\/ladrive\/object-store:ro$/),
    ]);

    const policy = JSON.parse(await readFile(join(production, 'object-store', 'api-user-policy.json'), 'utf8')) as {
      Statement: { Effect: string; Action: string[]; Resource: string[] }[];
    };
    const resources = policy.Statement.flatMap((statement) => statement.Resource);
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) {
      expect(
        buckets.some((bucket) => resource === `arn:aws:s3:::${bucket}` || resource === `arn:aws:s3:::${bucket}/*`),
      ).toBe(true);
    }
    expect(policy.Statement.every((statement) => statement.Effect === 'Allow')).toBe(true);
    expect(policy.Statement.flatMap((statement) => statement.Action)).not.toContain('s3:*');
  });

  it('gives the API the release origin through a MinIO user that may switch versions and nothing else', async () => {
    for (const name of ['api-1', 'api-2']) {
      const environment = services[name]?.environment ?? {};
      expect(environment).toMatchObject({
        RELEASE_BUCKET: 'site-releases',
        RELEASE_S3_ACCESS_KEY: expect.stringMatching(/api-release-s3-access-key/i),
        RELEASE_S3_ENDPOINT: expect.stringMatching(/^https:\/\//),
        RELEASE_PUBLIC_URL: expect.stringMatching(/^https:\/\//),
      });
    }
    const script = services['minio-setup']!.command!.join('\n');
    expect(script).toContain(
      'mc admin policy create local ladrive-release-switch /ladrive/object-store/release-switch-policy.json',
    );
    expect(script).toContain(
      'mc admin policy attach local ladrive-release-switch --user "$$API_RELEASE_S3_ACCESS_KEY"',
    );
    const policy = JSON.parse(
      await readFile(join(production, 'object-store', 'release-switch-policy.json'), 'utf8'),
    ) as { Statement: { Action: string[]; Resource: string[] }[] };
    // it writes the pointer and the histories only: never a release's files, never another bucket
    const written = policy.Statement.filter((statement) => statement.Action.includes('s3:PutObject'));
    expect(written.flatMap((statement) => statement.Resource).sort()).toEqual([
      'arn:aws:s3:::site-releases/releases/*',
      'arn:aws:s3:::site-releases/remotes.json',
    ]);
    for (const resource of policy.Statement.flatMap((statement) => statement.Resource))
      expect(resource).toMatch(/^arn:aws:s3:::site-releases(\/|$)/);
    expect(policy.Statement.flatMap((statement) => statement.Action)).not.toContain('s3:DeleteObject');
  });

  it('believes X-Forwarded-For only from the proxy, at its fixed address on the network', () => {
    const proxyAddress = services.proxy?.networks?.default?.ipv4_address;
    expect(proxyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const [base = '', bits = ''] = (networks.default?.ipam?.config?.[0]?.subnet ?? '').split('/');
    const subnet = new BlockList();
    subnet.addSubnet(base, Number(bits));
    expect(subnet.check(proxyAddress!)).toBe(true);
    for (const name of ['api-1', 'api-2']) expect(services[name]?.environment?.TRUSTED_PROXIES).toBe(proxyAddress);
  });

  it('runs the migrations once, as a job, after PostgreSQL is healthy', () => {
    const migrate = services.migrate!;
    expect(migrate.command).toEqual(['node', 'src/migrate.ts']);
    expect(migrate.image).toBe(services['api-1']?.image);
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(Object.keys(migrate.environment ?? {})).toEqual(['DATABASE_URL']);
  });

  it('publishes only the proxy (80 and 443), which starts once both replicas are healthy', () => {
    const published = Object.entries(services).filter(([, service]) => service.ports?.length);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    expect(services.proxy?.ports?.map((port) => port.published).sort()).toEqual([443, 80]);
    expect(services.proxy?.depends_on).toEqual({
      'api-1': { condition: 'service_healthy' },
      'api-2': { condition: 'service_healthy' },
    });
    expect(services.proxy?.environment?.LADRIVE_PROXY_MODE).toBe('compose');
  });

  it('gives the proxy every variable its templates use', async () => {
    for (const variable of await templateVariables()) {
      expect(services.proxy?.environment?.[variable], variable).toBeTruthy();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Kubernetes

type AnyObject = Record<string, unknown> & { apiVersion: string; kind: string; metadata: { name: string } };
type ModelClass = new (data: never) => { validate(): void };

const MODELS: Record<string, ModelClass> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

describe('Kubernetes manifests (kubernetes-models)', () => {
  let objects: AnyObject[];
  const find = <T>(kind: string, name: string) => {
    const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
    expect(found, `${kind} ${name}`).toBeDefined();
    return found as unknown as T;
  };

  beforeAll(async () => {
    const dir = join(production, 'kubernetes');
    objects = [];
    for (const file of (await readdir(dir)).filter((name) => name.endsWith('.yaml')).sort()) {
      for (const document of parseAllDocuments(await readFile(join(dir, file), 'utf8'))) {
        expect(document.errors, file).toEqual([]);
        objects.push(document.toJS() as AnyObject);
      }
    }
  });

  it('are all objects of known kinds that pass the Kubernetes schema', () => {
    expect(objects.length).toBeGreaterThan(0);
    for (const object of objects) {
      const Model = MODELS[`${object.apiVersion}/${object.kind}`];
      expect(Model, `${object.apiVersion} ${object.kind} ${object.metadata.name}`).toBeDefined();
      expect(() => new Model!(object as never).validate()).not.toThrow();
    }
  });

  it('hold no Secret: every secret is a reference to ladrive-api-secrets or ladrive-tls', () => {
    expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
    const text = JSON.stringify(objects);
    const referenced = [...text.matchAll(/"secretKeyRef":\{"name":"([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(referenced)).toEqual(new Set(['ladrive-api-secrets']));
    const ingress = find<Ingress>('Ingress', 'ladrive');
    expect(ingress.spec?.tls?.map((tls) => tls.secretName)).toEqual(['ladrive-tls']);
  });

  it('run at least two API replicas with liveness and readiness probes, resources and every production variable', () => {
    const api = find<Deployment>('Deployment', 'ladrive-api');
    expect(api.spec?.replicas).toBeGreaterThanOrEqual(2);
    const container = api.spec!.template.spec!.containers[0]!;
    const httpPort = container.ports?.find((port) => port.name === 'http')?.containerPort;
    expect(httpPort).toBe(4000);
    // a dependency down takes a pod out of the Service (readiness), never restarts it (liveness): it recovers alone
    expect(container.readinessProbe?.httpGet).toEqual({ path: '/api/health/ready', port: 'http' });
    expect(container.livenessProbe?.httpGet).toEqual({ path: '/api/health/live', port: 'http' });
    expect(container.startupProbe?.httpGet).toEqual({ path: '/api/health/live', port: 'http' });
    expect(container.resources?.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(container.resources?.limits).toMatchObject({ memory: expect.any(String) });

    const config = find<ConfigMap>('ConfigMap', 'ladrive-api-config');
    expect(container.envFrom).toEqual([{ configMapRef: { name: 'ladrive-api-config' } }]);
    const provided = new Set([
      ...Object.keys(config.data ?? {}),
      ...(container.env ?? []).filter((env) => env.valueFrom?.secretKeyRef).map((env) => env.name),
    ]);
    for (const variable of REQUIRED_PRODUCTION_ENV) expect(provided, variable).toContain(variable);
    // secrets never as literal values
    expect((container.env ?? []).filter((env) => env.value !== undefined)).toEqual([]);
    expect(config.data).toMatchObject({ LADRIVE_ENV: 'production', API_PORT: String(httpPort) });
    // the Ingress controller's pods, whatever their address in the cluster's pod network; never a client's
    const trusted = TrustedProxies.parse((config.data?.TRUSTED_PROXIES ?? '').split(','));
    for (const pod of ['10.244.3.17', '10.42.0.9', '192.168.84.2', '100.64.12.5'])
      expect(trusted.has(pod), pod).toBe(true);
    for (const client of ['203.0.113.9', '2001:db8::1']) expect(trusted.has(client), client).toBe(false);
  });

  it('let only the Ingress controller reach the API pods, on their http port', () => {
    const api = find<Deployment>('Deployment', 'ladrive-api');
    const policies = objects.filter((object) => object.kind === 'NetworkPolicy') as unknown as NetworkPolicy[];
    const podLabels = api.spec!.template.metadata!.labels!;
    const selecting = policies.filter((policy) =>
      Object.entries(policy.spec?.podSelector?.matchLabels ?? {}).every(([key, value]) => podLabels[key] === value),
    );
    expect(selecting).toHaveLength(1);
    const policy = selecting[0]!.spec!;
    expect(policy.policyTypes).toEqual(['Ingress']);
    expect(policy.ingress).toEqual([
      {
        from: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } },
            podSelector: { matchLabels: { 'app.kubernetes.io/name': 'ingress-nginx' } },
          },
        ],
        ports: [{ port: 'http' }],
      },
    ]);
    expect(find<Ingress>('Ingress', 'ladrive').spec?.ingressClassName).toBe('nginx');
  });

  it('scale the API on CPU from two replicas and never disrupt all of them', () => {
    const api = find<Deployment>('Deployment', 'ladrive-api');
    const podLabels = api.spec!.template.metadata!.labels!;
    const hpa = find<HorizontalPodAutoscaler>('HorizontalPodAutoscaler', 'ladrive-api');
    expect(hpa.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'ladrive-api' });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec!.maxReplicas).toBeGreaterThan(hpa.spec!.minReplicas!);
    expect(hpa.spec?.metrics?.[0]?.resource?.name).toBe('cpu');
    const pdb = find<PodDisruptionBudget>('PodDisruptionBudget', 'ladrive-api');
    expect(podLabels).toMatchObject(pdb.spec!.selector!.matchLabels!);
    expect(pdb.spec?.minAvailable).toBe(1);
  });

  it('route /api to the API Service and the rest of the site and the CDN name to the proxy', () => {
    const ingress = find<Ingress>('Ingress', 'ladrive');
    const config = find<ConfigMap>('ConfigMap', 'ladrive-api-config');
    const proxyConfig = find<ConfigMap>('ConfigMap', 'ladrive-proxy-config');
    const siteHost = new URL(config.data!.SITE_ORIGIN!).host;
    expect(proxyConfig.data?.SITE_HOST).toBe(siteHost);
    const routes = Object.fromEntries(
      (ingress.spec?.rules ?? []).flatMap((rule) =>
        (rule.http?.paths ?? []).map((path) => [`${rule.host}${path.path}`, path.backend.service?.name]),
      ),
    );
    expect(routes).toEqual({
      [`${siteHost}/api`]: 'ladrive-api',
      [`${siteHost}/`]: 'ladrive-proxy',
      [`${proxyConfig.data?.CDN_HOST}/`]: 'ladrive-proxy',
    });
    expect(ingress.spec?.tls?.[0]?.hosts?.sort()).toEqual([siteHost, proxyConfig.data?.CDN_HOST].sort());

    // each backend is a Service whose named port reaches a container port of the pods it selects
    for (const path of (ingress.spec?.rules ?? []).flatMap((rule) => rule.http?.paths ?? [])) {
      const service = find<Service>('Service', path.backend.service!.name);
      const port = service.spec?.ports?.find((candidate) => candidate.name === path.backend.service?.port?.name);
      expect(port, `${service.metadata?.name} port`).toBeDefined();
      const deployment = objects.find(
        (object) =>
          object.kind === 'Deployment' &&
          Object.entries(service.spec?.selector ?? {}).every(
            ([key, value]) => (object as unknown as Deployment).spec?.template.metadata?.labels?.[key] === value,
          ),
      ) as unknown as Deployment | undefined;
      const containerPorts = deployment?.spec?.template.spec?.containers.flatMap((container) => container.ports ?? []);
      expect(containerPorts?.map((candidate) => candidate.name)).toContain(port?.targetPort);
    }
  });

  it('migrate with a Job of the API image, the database URL from the secret', () => {
    const job = find<Job>('Job', 'ladrive-migrate');
    const api = find<Deployment>('Deployment', 'ladrive-api');
    const container = job.spec!.template.spec!.containers[0]!;
    expect(container.image).toBe(api.spec!.template.spec!.containers[0]!.image);
    expect(container.command).toEqual(['node', 'src/migrate.ts']);
    expect(container.env).toEqual([
      { name: 'DATABASE_URL', valueFrom: { secretKeyRef: { name: 'ladrive-api-secrets', key: 'database-url' } } },
    ]);
    expect(job.spec?.template.spec?.restartPolicy).toBe('Never');
  });

  it('run the proxy in its Kubernetes mode on the port its configuration listens on, with every variable', async () => {
    const proxy = find<Deployment>('Deployment', 'ladrive-proxy');
    const config = find<ConfigMap>('ConfigMap', 'ladrive-proxy-config');
    const container = proxy.spec!.template.spec!.containers[0]!;
    expect(container.envFrom).toEqual([{ configMapRef: { name: 'ladrive-proxy-config' } }]);
    expect(config.data?.LADRIVE_PROXY_MODE).toBe('kubernetes');
    const listen = /listen (\d+)/.exec(
      await readFile(join(templatesDir, 'ladrive', 'kubernetes.conf.template'), 'utf8'),
    );
    expect(container.ports?.[0]?.containerPort).toBe(Number(listen?.[1]));
    for (const variable of await templateVariables()) expect(config.data?.[variable], variable).toBeTruthy();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// the proxy's nginx templates

async function readTemplate(name: string): Promise<string> {
  return readFile(join(templatesDir, name), 'utf8');
}

/** Every ${VARIABLE} the nginx image's entrypoint substitutes into the templates. */
async function templateVariables(): Promise<Set<string>> {
  const names = (await readdir(templatesDir, { recursive: true })).filter((name) => name.endsWith('.template'));
  const variables = new Set<string>();
  for (const name of names) {
    for (const match of (await readTemplate(name)).matchAll(/\$\{([A-Z0-9_]+)\}/g)) variables.add(match[1]!);
  }
  return variables;
}

/** The template as the entrypoint renders it (envsubst of the given variables). */
async function renderTemplate(name: string, values: Record<string, string>): Promise<string> {
  return (await readTemplate(name)).replace(
    /\$\{([A-Z0-9_]+)\}/g,
    (whole, variable: string) => values[variable] ?? whole,
  );
}

/** `location … { … }` blocks of a snippet (each closes with a `}` at the start of a line). */
function locations(config: string): string[] {
  return [...config.matchAll(/^location [^{]+\{[\s\S]*?^\}/gm)].map((match) => match[0]);
}

const header = (block: string, name: string) => new RegExp(`add_header ${name} "([^"]*)" always;`).exec(block)?.[1];

describe('proxy templates (nginx)', () => {
  const hosts = { SITE_HOST: 'ladrive.test', CDN_HOST: 'cdn.ladrive.test', STORAGE_HOST: 'storage.ladrive.test' };

  it("give the site's pages the local site server's policy for the CDN and object store origins", async () => {
    const site = await renderTemplate('ladrive/site.conf.template', hosts);
    const shell = locations(site).find((block) => block.startsWith('location /_shell/'));
    expect(header(shell!, 'Content-Security-Policy')).toBe(
      siteContentSecurityPolicy([`https://${hosts.CDN_HOST}`], [`https://${hosts.STORAGE_HOST}`]),
    );
  });

  it("give the CDN's files the local CDN's policy, readable by the site origin only", async () => {
    const cdn = locations(await renderTemplate('ladrive/cdn.conf.template', hosts)).find((block) =>
      block.startsWith('location / '),
    );
    expect(header(cdn!, 'Content-Security-Policy')).toBe(CDN_POLICY);
    expect(header(cdn!, 'Access-Control-Allow-Origin')).toBe(`https://${hosts.SITE_HOST}`);
    expect(header(cdn!, 'Vary')).toBe('Origin');
  });

  it('send the security headers from every location that sets headers of its own', async () => {
    const security = await readTemplate('ladrive/security-headers.conf.template');
    expect(header(security, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(security, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(security, 'X-Frame-Options')).toBe('DENY');
    for (const snippet of ['site', 'cdn']) {
      for (const block of locations(await readTemplate(`ladrive/${snippet}.conf.template`))) {
        if (block.includes('add_header')) expect(block).toContain('include /etc/nginx/ladrive/security-headers.conf;');
      }
    }
  });

  it('cache released files by the release rule: static/ immutable, the rest and remotes.json revalidated', async () => {
    const main = await readTemplate('nginx.conf.template');
    const map = /map \$uri \$release_cache_control \{([\s\S]*?)\}/.exec(main)?.[1] ?? '';
    expect(map).toContain(`"~^/_shell/[^/]+/static/" "${IMMUTABLE}";`);
    expect(map).toContain(`"~^/[^/]+/[^/]+/static/" "${IMMUTABLE}";`);
    expect(map).toContain(`default "${REVALIDATE}";`);
    const remotesJson = locations(await readTemplate('ladrive/site.conf.template')).find((block) =>
      block.startsWith('location = /remotes.json'),
    );
    expect(header(remotesJson!, 'Cache-Control')).toBe(REVALIDATE);
  });

  it("append the client's address to X-Forwarded-For on /api and replace the Host and scheme a client claimed", async () => {
    const api = locations(await readTemplate('ladrive/api.conf.template'))[0]!;
    expect(api).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(api).toContain('proxy_set_header X-Forwarded-Host $host;');
    expect(api).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    // compose routes /api through the proxy; in Kubernetes the Ingress is that hop and the proxy has no /api
    expect(await readTemplate('ladrive/compose.conf.template')).toContain('include /etc/nginx/ladrive/api.conf;');
    expect(await readTemplate('ladrive/kubernetes.conf.template')).not.toContain('api.conf');
  });
});
