/** Production configuration: every required variable or no start, and the refusal names them all. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assertProductionEnv,
  InvalidConfigurationError,
  isProductionEnv,
  MissingConfigurationError,
  missingProductionEnv,
  parseMailAddress,
  parseOriginOnly,
  parseSmtpUrl,
  REQUIRED_PRODUCTION_ENV,
  trustedProxiesFromEnv,
} from './config.ts';

const COMPLETE_ENV: NodeJS.ProcessEnv = {
  DATABASE_URL: 'postgres://ladrive:secret@db:5432/ladrive',
  S3_ENDPOINT: 'storage.ladrive.example',
  S3_ACCESS_KEY: 'ladrive-api',
  S3_SECRET_KEY: 'a-secret-key',
  S3_BUCKET_CAR_PHOTOS: 'car-photos',
  S3_BUCKET_BOOKING_DOCUMENTS: 'booking-documents',
  S3_BUCKET_CAR_UPLOADS: 'car-uploads',
  SESSION_KEYS: 'key-2026-11,key-2026-10',
  DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
  SITE_ORIGIN: 'https://ladrive.example',
  SMTP_URL: 'smtp://ladrive:secret@smtp.ladrive.example:587',
  MAIL_FROM: 'LA Drive <no-reply@ladrive.example>',
};

describe('production mode', () => {
  it('is said explicitly by NODE_ENV or LADRIVE_ENV', () => {
    expect(isProductionEnv({})).toBe(false);
    expect(isProductionEnv({ NODE_ENV: 'development' })).toBe(false);
    expect(isProductionEnv({ NODE_ENV: 'production' })).toBe(true);
    expect(isProductionEnv({ LADRIVE_ENV: 'production' })).toBe(true);
  });

  it('accepts a complete environment', () => {
    expect(missingProductionEnv(COMPLETE_ENV)).toEqual([]);
    expect(() => assertProductionEnv({ ...COMPLETE_ENV, NODE_ENV: 'production' })).not.toThrow();
  });

  it('names every variable that is unset or blank, not only the first', () => {
    const env: NodeJS.ProcessEnv = {
      ...COMPLETE_ENV,
      NODE_ENV: 'production',
      S3_SECRET_KEY: '  ',
      SITE_ORIGIN: undefined,
    };
    delete env.DATABASE_URL;
    expect(missingProductionEnv(env)).toEqual(['DATABASE_URL', 'S3_SECRET_KEY', 'SITE_ORIGIN']);
    expect(() => assertProductionEnv(env)).toThrow(MissingConfigurationError);
    expect(() => assertProductionEnv(env)).toThrow(
      /refuses to start without: DATABASE_URL, S3_SECRET_KEY, SITE_ORIGIN\./,
    );
  });

  it('leaves a local run to the embedded defaults', () => {
    expect(() => assertProductionEnv({})).not.toThrow();
  });
});

describe('the trusted proxies', () => {
  it('are none in production and loopback on a local run unless TRUSTED_PROXIES names them', () => {
    expect(trustedProxiesFromEnv({ ...COMPLETE_ENV, LADRIVE_ENV: 'production' })).toEqual([]);
    expect(trustedProxiesFromEnv({})).toEqual(['loopback']);
    expect(trustedProxiesFromEnv({ TRUSTED_PROXIES: '172.28.0.10, 10.0.0.0/8' })).toEqual([
      '172.28.0.10',
      '10.0.0.0/8',
    ]);
    expect(trustedProxiesFromEnv({ TRUSTED_PROXIES: '' })).toEqual([]);
  });

  it('refuse the hop count they replaced instead of ignoring it', () => {
    expect(() => trustedProxiesFromEnv({ TRUSTED_PROXY_HOPS: '1' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('the email settings', () => {
  it('take an smtp:// or smtps:// URL, or "disabled" to send nothing', () => {
    expect(parseSmtpUrl(' smtps://user:pass@smtp.example.com:465 ')).toBe('smtps://user:pass@smtp.example.com:465');
    expect(parseSmtpUrl('disabled')).toBe('disabled');
    expect(() => parseSmtpUrl('http://smtp.example.com')).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() => parseSmtpUrl('smtp.example.com:587')).toThrow(InvalidConfigurationError);
  });

  it('take an address, or a name and an address, as the sender; an address for support', () => {
    const named = { named: true };
    expect(parseMailAddress('MAIL_FROM', 'LA Drive <no-reply@ladrive.example>', named)).toBe(
      'LA Drive <no-reply@ladrive.example>',
    );
    expect(parseMailAddress('MAIL_FROM', 'no-reply@ladrive.example', named)).toBe('no-reply@ladrive.example');
    expect(() => parseMailAddress('MAIL_FROM', 'LA Drive', named)).toThrow(
      'MAIL_FROM must be an email address or "Name <address>", not "LA Drive"',
    );
    expect(parseMailAddress('SUPPORT_EMAIL', ' help@ladrive.example ')).toBe('help@ladrive.example');
    expect(() => parseMailAddress('SUPPORT_EMAIL', 'Help <help@ladrive.example>')).toThrow(
      'SUPPORT_EMAIL must be an email address, not "Help <help@ladrive.example>"',
    );
  });
});

const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));

/** `node src/server.ts` with exactly this environment; resolves with its exit code and output. */
function runServerProcess(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [serverScript],
      { env: { PATH: process.env.PATH, ...env } },
      (error, _stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stderr }),
    );
    child.stdin?.end();
  });
}

describe("the store's public URL", () => {
  it('is an origin, nothing more: presigned URLs carry no path', () => {
    expect(parseOriginOnly('S3_PUBLIC_URL', ' https://storage.ladrive.example/ ')).toBe(
      'https://storage.ladrive.example',
    );
    expect(parseOriginOnly('S3_PUBLIC_URL', 'http://127.0.0.1:4569')).toBe('http://127.0.0.1:4569');
    for (const value of [
      'storage.ladrive.example',
      'https://cdn.example/store',
      'ftp://x.example',
      'https://x.example/?a=1',
    ])
      expect(() => parseOriginOnly('S3_PUBLIC_URL', value), value).toThrow(
        new InvalidConfigurationError(
          `S3_PUBLIC_URL must be an origin such as https://storage.example.com, not "${value}"`,
        ),
      );
  });
});

describe('node src/server.ts in production', () => {
  it('exits 1 before starting anything, naming every missing variable', async () => {
    const { code, stderr } = await runServerProcess({ LADRIVE_ENV: 'production' });
    expect(code).toBe(1);
    for (const name of REQUIRED_PRODUCTION_ENV) expect(stderr).toContain(name);
    expect(stderr).toContain('refuses to start without');
    expect(stderr).not.toMatch(/\n\s+at /); // a sentence for the operator, not a stack trace
  });

  it('names only what is missing when part of the configuration is there', async () => {
    const { code, stderr } = await runServerProcess({
      ...COMPLETE_ENV,
      NODE_ENV: 'production',
      SESSION_KEYS: '',
      DATA_ENCRYPTION_KEY: undefined,
    });
    expect(code).toBe(1);
    expect(stderr).toContain('refuses to start without: SESSION_KEYS, DATA_ENCRYPTION_KEY.');
  });

  it('exits 1 on an SMTP_URL it cannot use, saying why in a sentence', async () => {
    const { code, stderr } = await runServerProcess({
      ...COMPLETE_ENV,
      NODE_ENV: 'production',
      SMTP_URL: 'mail.example',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('SMTP_URL must be a URL such as smtp://');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
