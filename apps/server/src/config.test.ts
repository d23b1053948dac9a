import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const cwd = '/srv/tinkerlabs';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('fills every setting from an empty environment', () => {
    const config = loadConfig({}, cwd);
    expect(config).toEqual({
      nodeEnv: 'development',
      port: 3000,
      appUrl: 'http://localhost:3000',
      database: { kind: 'pglite', dataDir: path.join(cwd, 'data/db') },
      smtpUrl: null,
      mailFrom: 'TinkerLabs <no-reply@localhost>',
      adminEmails: [],
      authSecret: expect.any(String),
      storageDir: path.join(cwd, 'data/uploads'),
      storageUrl: null,
      storageServe: 'app',
      webRoot: path.join(cwd, 'apps/web/dist'),
      trustedProxyHeader: null,
      sessionBounds: { maxAgeMs: 30 * 86_400_000, idleMs: 7 * 86_400_000 },
      uploadLimits: { perHour: 30, totalBytes: 100 * 1024 * 1024 },
      draftsPerMember: 100,
    });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('derives APP_URL from PORT and treats blank values as unset', () => {
    const config = loadConfig({ PORT: '8080', APP_URL: '  ', DATABASE_URL: '' }, cwd);
    expect(config.port).toBe(8080);
    expect(config.appUrl).toBe('http://localhost:8080');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(cwd, 'data/db') });
  });

  it('keeps only the origin of APP_URL and names the mail sender after its host', () => {
    const config = loadConfig({ APP_URL: 'https://tinkerlabs.example.org/some/path' }, cwd);
    expect(config.appUrl).toBe('https://tinkerlabs.example.org');
    expect(config.mailFrom).toBe('TinkerLabs <no-reply@tinkerlabs.example.org>');
  });

  it('accepts an explicit MAIL_FROM', () => {
    expect(loadConfig({ MAIL_FROM: 'Lab <lab@example.org>' }, cwd).mailFrom).toBe('Lab <lab@example.org>');
  });

  it('reads pglite:PATH relative to the working directory', () => {
    expect(loadConfig({ DATABASE_URL: 'pglite:./var/db' }, cwd).database).toEqual({
      kind: 'pglite',
      dataDir: path.join(cwd, 'var/db'),
    });
    expect(loadConfig({ DATABASE_URL: 'pglite:/abs/db' }, cwd).database).toEqual({
      kind: 'pglite',
      dataDir: '/abs/db',
    });
  });

  it('reads pglite:memory as an in-memory database', () => {
    expect(loadConfig({ DATABASE_URL: 'pglite:memory' }, cwd).database).toEqual({
      kind: 'pglite',
      dataDir: null,
    });
  });

  it('passes postgres:// and postgresql:// URLs through', () => {
    for (const url of ['postgres://u:p@db.example.org:5432/app', 'postgresql://db.example.org/app']) {
      expect(loadConfig({ DATABASE_URL: url }, cwd).database).toEqual({ kind: 'postgres', url });
    }
  });

  it('resolves STORAGE_DIR and WEB_ROOT against the working directory', () => {
    const config = loadConfig({ STORAGE_DIR: 'files', WEB_ROOT: '/var/www' }, cwd);
    expect(config.storageDir).toBe(path.join(cwd, 'files'));
    expect(config.webRoot).toBe('/var/www');
  });

  it('reads the session bounds in days', () => {
    expect(loadConfig({ SESSION_MAX_AGE_DAYS: '90', SESSION_IDLE_DAYS: '14' }, cwd).sessionBounds).toEqual({
      maxAgeMs: 90 * 86_400_000,
      idleMs: 14 * 86_400_000,
    });
  });

  it('splits, trims and lowercases ADMIN_EMAILS', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Ada@Example.org, ,bob@example.ORG ' }, cwd);
    expect(config.adminEmails).toEqual(['ada@example.org', 'bob@example.org']);
  });

  it('accepts an SMTP URL and a long AUTH_SECRET in production', () => {
    const secret = 'x'.repeat(32);
    const config = loadConfig(
      { NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example.org:465', AUTH_SECRET: secret },
      cwd,
    );
    expect(config.nodeEnv).toBe('production');
    expect(config.smtpUrl).toBe('smtps://u:p@mail.example.org:465');
    expect(config.authSecret).toBe(secret);
  });
});

describe('loadConfig refuses bad values with one line naming the variable', () => {
  const cases: [variable: string, env: Record<string, string>][] = [
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '0' }],
    ['PORT', { PORT: '65536' }],
    ['PORT', { PORT: '80.5' }],
    ['APP_URL', { APP_URL: 'not a url' }],
    ['APP_URL', { APP_URL: 'ftp://example.org' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/app' }],
    ['DATABASE_URL', { DATABASE_URL: 'pglite:' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.org' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.org' }],
    ['MAIL_FROM', { MAIL_FROM: 'TinkerLabs <nobody>' }],
    ['ADMIN_EMAILS', { ADMIN_EMAILS: 'ada@example.org, not-an-email' }],
    ['AUTH_SECRET', { NODE_ENV: 'production' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'too-short' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['SESSION_MAX_AGE_DAYS', { SESSION_MAX_AGE_DAYS: '0' }],
    ['SESSION_MAX_AGE_DAYS', { SESSION_MAX_AGE_DAYS: 'a month' }],
    ['SESSION_IDLE_DAYS', { SESSION_IDLE_DAYS: '1' }],
    ['UPLOAD_LIMIT_PER_HOUR', { UPLOAD_LIMIT_PER_HOUR: '0' }],
    ['UPLOAD_QUOTA_MB', { UPLOAD_QUOTA_MB: 'lots' }],
    ['DRAFTS_PER_MEMBER', { DRAFTS_PER_MEMBER: '0' }],
    ['SESSION_IDLE_DAYS', { SESSION_MAX_AGE_DAYS: '10', SESSION_IDLE_DAYS: '20' }],
    ['STORAGE_URL', { STORAGE_URL: 'https://uploads.s3.amazonaws.com' }],
    ['STORAGE_URL', { STORAGE_URL: 's3://' }],
    ['STORAGE_URL', { STORAGE_URL: 's3://Uploads_Bucket?region=eu-west-1' }],
    ['STORAGE_URL', { STORAGE_URL: 's3://uploads' }], // AWS itself needs a region
    ['STORAGE_URL', { STORAGE_URL: 's3://uploads/my%20files?region=eu-west-1' }],
    ['STORAGE_URL', { STORAGE_URL: 's3://uploads?endpoint=ftp://files.example.org' }],
    ['STORAGE_URL', { STORAGE_URL: 's3://uploads?endpoint=not a url' }],
    ['STORAGE_URL', { STORAGE_URL: 's3://uploads?region=eu-west-1&forcePathStyle=yes' }],
    ['STORAGE_URL', { STORAGE_URL: 's3://uploads?region=eu-west-1&pathStyle=true' }],
    ['STORAGE_URL', { STORAGE_URL: 's3://uploads?region=EU West' }],
    ['STORAGE_SERVE', { STORAGE_SERVE: 'cdn' }],
    ['STORAGE_SERVE', { STORAGE_SERVE: 'redirect' }], // files on the local disk
    ['AWS_SECRET_ACCESS_KEY', { STORAGE_URL: 's3://uploads?region=eu-west-1', AWS_ACCESS_KEY_ID: 'AKIA1' }],
    ['AWS_ACCESS_KEY_ID', { STORAGE_URL: 's3://uploads?region=eu-west-1', AWS_SECRET_ACCESS_KEY: 's' }],
  ];

  it.each(cases)('%s: %j', (variable, env) => {
    const error = configError(env);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(error.message).not.toContain('\n');
  });

  it('quotes the bad value so the operator sees what was read', () => {
    expect(configError({ PORT: 'abc' }).message).toBe(
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc").',
    );
    expect(configError({ ADMIN_EMAILS: 'ada@example.org,bob' }).message).toContain('"bob"');
  });

  it('never echoes AUTH_SECRET', () => {
    expect(configError({ AUTH_SECRET: 'hunter2-secret' }).message).not.toContain('hunter2');
  });

  it('names the setting of STORAGE_URL that is wrong, and never echoes keys put in it', () => {
    expect(configError({ STORAGE_URL: 's3://uploads?region=eu-west-1&pathStyle=true' }).message).toBe(
      'Invalid configuration: STORAGE_URL has an unknown setting "pathStyle" (known: endpoint, region, ' +
        'forcePathStyle) (got "s3://uploads?region=eu-west-1&pathStyle=true").',
    );
    const withKeys = configError({ STORAGE_URL: 's3://AKIA123:hunter2@uploads?region=eu-west-1' }).message;
    expect(withKeys).toBe(
      'Invalid configuration: STORAGE_URL must not hold keys: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead.',
    );
    expect(
      configError({ STORAGE_URL: 's3://uploads?region=eu-west-1', AWS_ACCESS_KEY_ID: 'AKIA1' }).message,
    ).not.toContain('AKIA1');
  });
});

describe('STORAGE_URL and STORAGE_SERVE', () => {
  const keys = { AWS_ACCESS_KEY_ID: 'minio', AWS_SECRET_ACCESS_KEY: 'minio-secret' };

  it('reads an S3-compatible service: bucket, endpoint, region, path-style addressing and the keys', () => {
    const config = loadConfig(
      {
        STORAGE_URL:
          's3://tinkerlabs?endpoint=http://minio.internal:9000/&region=us-east-1&forcePathStyle=true',
        STORAGE_SERVE: 'redirect',
        ...keys,
      },
      cwd,
    );
    expect(config.storageUrl).toEqual({
      bucket: 'tinkerlabs',
      prefix: '',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    expect(config.storageServe).toBe('redirect');
  });

  it('reads AWS S3 itself with a folder prefix, the region from AWS_REGION and the SDK’s own keys', () => {
    const config = loadConfig(
      { STORAGE_URL: 's3://site-uploads/tinkerlabs/images/', AWS_REGION: 'eu-west-1' },
      cwd,
    );
    expect(config.storageUrl).toEqual({
      bucket: 'site-uploads',
      prefix: 'tinkerlabs/images/',
      endpoint: null,
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: null, // the SDK's chain: shared files, an instance or task role
    });
    expect(config.storageServe).toBe('app');
  });

  it('defaults the region of another service to us-east-1, and keeps a session token', () => {
    const config = loadConfig(
      {
        STORAGE_URL: 's3://uploads?endpoint=https://abc.r2.cloudflarestorage.com',
        ...keys,
        AWS_SESSION_TOKEN: 'token',
      },
      cwd,
    );
    expect(config.storageUrl).toMatchObject({
      endpoint: 'https://abc.r2.cloudflarestorage.com',
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: { ...{ accessKeyId: 'minio', secretAccessKey: 'minio-secret' }, sessionToken: 'token' },
    });
  });
});

describe('TRUSTED_PROXY_HEADER', () => {
  it('is off by default and lowercased when set', () => {
    expect(loadConfig({}, '/srv').trustedProxyHeader).toBeNull();
    expect(loadConfig({ TRUSTED_PROXY_HEADER: 'X-Forwarded-For' }, '/srv').trustedProxyHeader).toBe(
      'x-forwarded-for',
    );
  });

  it('refuses something that is not a header name', () => {
    expect(() => loadConfig({ TRUSTED_PROXY_HEADER: 'x forwarded: for' }, '/srv')).toThrow(
      /TRUSTED_PROXY_HEADER/,
    );
  });
});
