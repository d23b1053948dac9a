/**
 * Reads and validates the environment once at start. A bad value stops the server with one line that
 * names the variable, e.g. `Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc").`
 */
import path from 'node:path';
import { defaultSessionBounds, type SessionBounds } from './auth/session-rules.ts';
import { defaultUploadLimits, type UploadLimits } from './routes/uploads/upload-limits.ts';
import { defaultDraftsPerMember } from './routes/article-drafts/article-draft-routes.ts';
import type { S3Location } from './storage/s3-storage.ts';

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string | null } // null: in memory (tests)
  | {
      kind: 'postgres';
      url: string;
      /** Names the connections in pg_stat_activity. */ applicationName?: string;
    };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  appUrl: string;
  database: DatabaseConfig;
  smtpUrl: string | null;
  mailFrom: string;
  adminEmails: string[];
  authSecret: string;
  storageDir: string;
  /** STORAGE_URL=s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true; null: uploads on the local disk in storageDir. */
  storageUrl: S3Location | null;
  /** STORAGE_SERVE (app): /uploads/{name} answered by the app, or by a redirect to a signed address in the bucket. */
  storageServe: 'app' | 'redirect';
  /** Folder holding the built web app (index.html, assets/, builds/latest.json). */
  webRoot: string;
  /** Header a trusted reverse proxy sets to the client's address (e.g. x-forwarded-for); null: the socket address. */
  trustedProxyHeader: string | null;
  /** SESSION_MAX_AGE_DAYS (30) and SESSION_IDLE_DAYS (7): when a session ends, whatever its cookie says. */
  sessionBounds: SessionBounds;
  /** UPLOAD_LIMIT_PER_HOUR (30) and UPLOAD_QUOTA_MB (100): what one member may upload. */
  uploadLimits: UploadLimits;
  /** DRAFTS_PER_MEMBER (100): unpublished articles one member may hold. */
  draftsPerMember: number;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string, value: string | undefined) {
    super(`Invalid configuration: ${variable} ${problem}${value === undefined ? '' : ` (got "${value}")`}.`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const developmentSecret = 'development-only-secret-do-not-use-in-production';

/**
 * @example loadConfig({ PORT: '8080', DATABASE_URL: 'pglite:./data/db' }, '/srv/app')
 */
export function loadConfig(
  env: Env,
  cwd: string = process.cwd(),
  defaultWebRoot = path.join(cwd, 'apps/web/dist'),
): Config {
  const nodeEnv = parseNodeEnv(env.NODE_ENV);
  const port = parsePort(env.PORT);
  const appUrl = parseAppUrl(env.APP_URL, port);
  const database = parseDatabaseUrl(env.DATABASE_URL, cwd);
  const smtpUrl = parseSmtpUrl(env.SMTP_URL);
  const mailFrom = parseMailFrom(env.MAIL_FROM, appUrl);
  const adminEmails = parseAdminEmails(env.ADMIN_EMAILS);
  const authSecret = parseAuthSecret(env.AUTH_SECRET, nodeEnv);
  const storageDir = path.resolve(cwd, nonEmpty(env.STORAGE_DIR) ?? './data/uploads');
  const storageUrl = parseStorageUrl(env);
  const storageServe = parseStorageServe(env.STORAGE_SERVE, storageUrl);
  const webRoot = path.resolve(cwd, nonEmpty(env.WEB_ROOT) ?? defaultWebRoot);
  const trustedProxyHeader = parseProxyHeader(env.TRUSTED_PROXY_HEADER);
  const sessionBounds = parseSessionBounds(env.SESSION_MAX_AGE_DAYS, env.SESSION_IDLE_DAYS);
  const uploadLimits: UploadLimits = {
    perHour: parseWholeNumber(
      'UPLOAD_LIMIT_PER_HOUR',
      env.UPLOAD_LIMIT_PER_HOUR,
      defaultUploadLimits.perHour,
      1,
      10_000,
    ),
    totalBytes:
      parseWholeNumber(
        'UPLOAD_QUOTA_MB',
        env.UPLOAD_QUOTA_MB,
        defaultUploadLimits.totalBytes / (1024 * 1024),
        1,
        1_000_000,
      ) *
      1024 *
      1024,
  };
  const draftsPerMember = parseWholeNumber(
    'DRAFTS_PER_MEMBER',
    env.DRAFTS_PER_MEMBER,
    defaultDraftsPerMember,
    1,
    100_000,
  );
  return {
    nodeEnv,
    port,
    appUrl,
    database,
    smtpUrl,
    mailFrom,
    adminEmails,
    authSecret,
    storageDir,
    storageUrl,
    storageServe,
    webRoot,
    trustedProxyHeader,
    sessionBounds,
    uploadLimits,
    draftsPerMember,
  };
}

function parseWholeNumber(
  variable: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
) {
  const v = nonEmpty(value);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!/^\d+$/.test(v) || n < min || n > max) {
    throw new ConfigError(variable, `must be a whole number from ${min} to ${max}`, value);
  }
  return n;
}

const dayMs = 24 * 60 * 60 * 1000;

function parseDays(
  variable: string,
  value: string | undefined,
  fallbackMs: number,
  min: number,
  max: number,
) {
  const v = nonEmpty(value);
  if (v === undefined) return fallbackMs;
  const days = Number(v);
  if (!/^\d+$/.test(v) || days < min || days > max) {
    throw new ConfigError(variable, `must be a whole number of days from ${min} to ${max}`, value);
  }
  return days * dayMs;
}

function parseSessionBounds(maxAge: string | undefined, idle: string | undefined): SessionBounds {
  // A session's cookie lives 400 days (the spec); the server ends it sooner. The idle timeout needs
  // at least 2 days, since a session's last use is recorded at most once a day.
  const maxAgeMs = parseDays('SESSION_MAX_AGE_DAYS', maxAge, defaultSessionBounds.maxAgeMs, 1, 400);
  const idleMs = parseDays(
    'SESSION_IDLE_DAYS',
    idle,
    Math.min(defaultSessionBounds.idleMs, maxAgeMs),
    2,
    400,
  );
  if (idleMs > maxAgeMs) {
    throw new ConfigError('SESSION_IDLE_DAYS', 'must not be longer than SESSION_MAX_AGE_DAYS', idle);
  }
  return { maxAgeMs, idleMs };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseNodeEnv(value: string | undefined): Config['nodeEnv'] {
  const v = nonEmpty(value) ?? 'development';
  if (v === 'development' || v === 'production' || v === 'test') return v;
  throw new ConfigError('NODE_ENV', 'must be development, production or test', value);
}

function parsePort(value: string | undefined): number {
  const v = nonEmpty(value);
  if (v === undefined) return 3000;
  const port = Number(v);
  if (!/^\d+$/.test(v) || port < 1 || port > 65535) {
    throw new ConfigError('PORT', 'must be a whole number from 1 to 65535', value);
  }
  return port;
}

function parseAppUrl(value: string | undefined, port: number): string {
  const v = nonEmpty(value);
  if (v === undefined) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new ConfigError('APP_URL', 'must be an absolute http(s) URL such as https://example.org', value);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('APP_URL', 'must start with http:// or https://', value);
  }
  return url.origin;
}

function parseDatabaseUrl(value: string | undefined, cwd: string): DatabaseConfig {
  const v = nonEmpty(value);
  if (v === undefined) return { kind: 'pglite', dataDir: path.resolve(cwd, 'data/db') };
  if (v.startsWith('pglite:')) {
    const dir = v.slice('pglite:'.length);
    if (dir === 'memory' || dir === 'memory://') return { kind: 'pglite', dataDir: null };
    if (!dir)
      throw new ConfigError(
        'DATABASE_URL',
        'must name a folder after pglite: (e.g. pglite:./data/db)',
        value,
      );
    return { kind: 'pglite', dataDir: path.resolve(cwd, dir) };
  }
  if (v.startsWith('postgres://') || v.startsWith('postgresql://')) {
    try {
      new URL(v);
    } catch {
      throw new ConfigError('DATABASE_URL', 'is not a valid postgres:// URL', value);
    }
    return { kind: 'postgres', url: v };
  }
  throw new ConfigError('DATABASE_URL', 'must be unset, pglite:PATH or postgres://…', value);
}

function parseSmtpUrl(value: string | undefined): string | null {
  const v = nonEmpty(value);
  if (v === undefined) return null;
  try {
    const url = new URL(v);
    if (url.protocol === 'smtp:' || url.protocol === 'smtps:') return v;
  } catch {
    // fall through to the error below
  }
  throw new ConfigError(
    'SMTP_URL',
    'must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.org:587',
    value,
  );
}

function parseMailFrom(value: string | undefined, appUrl: string): string {
  const v = nonEmpty(value);
  if (v === undefined) return `TinkerLabs <no-reply@${new URL(appUrl).hostname}>`;
  const address = /<([^>]+)>\s*$/.exec(v)?.[1] ?? v;
  if (!emailPattern.test(address)) {
    throw new ConfigError('MAIL_FROM', 'must be an address or "Name <address>"', value);
  }
  return v;
}

function parseAdminEmails(value: string | undefined): string[] {
  const v = nonEmpty(value);
  if (v === undefined) return [];
  const emails = v
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const bad = emails.find((e) => !emailPattern.test(e));
  if (bad)
    throw new ConfigError(
      'ADMIN_EMAILS',
      `must be comma-separated email addresses; "${bad}" is not one`,
      undefined,
    );
  return emails;
}

function parseAuthSecret(value: string | undefined, nodeEnv: Config['nodeEnv']): string {
  const v = nonEmpty(value);
  if (v === undefined) {
    if (nodeEnv === 'production')
      throw new ConfigError('AUTH_SECRET', 'is required when NODE_ENV=production', undefined);
    return developmentSecret;
  }
  if (v.length < 32) throw new ConfigError('AUTH_SECRET', 'must be at least 32 characters long', undefined);
  return v;
}

function parseProxyHeader(value: string | undefined): string | null {
  const v = nonEmpty(value)?.toLowerCase();
  if (v === undefined) return null;
  if (!/^[a-z0-9-]+$/.test(v))
    throw new ConfigError('TRUSTED_PROXY_HEADER', 'must be a header name such as x-forwarded-for', value);
  return v;
}

const storageUrlExample = 's3://BUCKET?endpoint=https://s3.example.org&region=us-east-1&forcePathStyle=true';

/** STORAGE_URL and the AWS_* variables the SDK would read: checked here, so a typo stops the start. */
function parseStorageUrl(env: Env): S3Location | null {
  const value = env.STORAGE_URL;
  const v = nonEmpty(value);
  if (v === undefined) return null;
  const refuse = (problem: string, echo = true) =>
    new ConfigError('STORAGE_URL', problem, echo ? value : undefined);
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw refuse(`must be unset (files on the local disk) or an S3 address such as ${storageUrlExample}`);
  }
  if (url.protocol !== 's3:') throw refuse(`must start with s3:// (e.g. ${storageUrlExample})`);
  // Keys never go in the address, which is logged and shown: never echo one back either.
  if (url.username || url.password) {
    throw refuse('must not hold keys: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead', false);
  }
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || url.port) {
    throw refuse('must name a bucket after s3:// (3 to 63 lowercase letters, digits, dots and hyphens)');
  }
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  if (prefix && (!/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(prefix) || /(^|\/)\.\.?(\/|$)/.test(prefix))) {
    throw refuse('may only have a plain folder path after the bucket (letters, digits, . _ - and /)');
  }
  const known = new Set(['endpoint', 'region', 'forcePathStyle']);
  for (const name of url.searchParams.keys()) {
    if (!known.has(name))
      throw refuse(`has an unknown setting "${name}" (known: endpoint, region, forcePathStyle)`);
  }
  const endpoint = parseEndpoint(url.searchParams.get('endpoint'), refuse);
  const region = nonEmpty(url.searchParams.get('region') ?? undefined) ?? nonEmpty(env.AWS_REGION);
  if (region === undefined && endpoint === null) {
    throw refuse('needs region=… (or AWS_REGION) for AWS S3, e.g. s3://BUCKET?region=eu-west-1');
  }
  if (region !== undefined && !/^[a-z0-9-]{1,40}$/.test(region)) {
    throw refuse('has a region that is not one (e.g. region=eu-west-1, or region=auto for Cloudflare R2)');
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && !['true', 'false', '1', '0'].includes(pathStyle)) {
    throw refuse('has forcePathStyle that is neither true nor false');
  }
  return {
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: region ?? 'us-east-1', // MinIO's and Ceph's default
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    credentials: parseAwsKeys(env),
  };
}

function parseEndpoint(value: string | null, refuse: (problem: string) => ConfigError): string | null {
  if (value === null || !value.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw refuse('has an endpoint that is not an http(s) address such as https://s3.example.org');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search) {
    throw refuse('has an endpoint that is not an http(s) address such as https://s3.example.org');
  }
  return url.origin;
}

/** Both keys or neither (then the SDK's own chain: shared files, an instance or task role). */
function parseAwsKeys(env: Env): S3Location['credentials'] {
  const accessKeyId = nonEmpty(env.AWS_ACCESS_KEY_ID);
  const secretAccessKey = nonEmpty(env.AWS_SECRET_ACCESS_KEY);
  if (accessKeyId === undefined && secretAccessKey === undefined) return null;
  if (accessKeyId === undefined) {
    throw new ConfigError('AWS_ACCESS_KEY_ID', 'must be set with AWS_SECRET_ACCESS_KEY', undefined);
  }
  if (secretAccessKey === undefined) {
    throw new ConfigError('AWS_SECRET_ACCESS_KEY', 'must be set with AWS_ACCESS_KEY_ID', undefined);
  }
  const sessionToken = nonEmpty(env.AWS_SESSION_TOKEN);
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

function parseStorageServe(value: string | undefined, storageUrl: S3Location | null): Config['storageServe'] {
  const v = nonEmpty(value)?.toLowerCase() ?? 'app';
  if (v !== 'app' && v !== 'redirect')
    throw new ConfigError('STORAGE_SERVE', 'must be app or redirect', value);
  if (v === 'redirect' && !storageUrl) {
    throw new ConfigError(
      'STORAGE_SERVE',
      'can be redirect only with an s3:// STORAGE_URL (files on the local disk are served by the app)',
      value,
    );
  }
  return v;
}
