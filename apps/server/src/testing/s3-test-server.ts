/**
 * A real S3-compatible server for tests, on a free port of 127.0.0.1, with one bucket in a temporary
 * folder. It is @20minutes/s3rver 4.x, the maintained fork of s3rver: it keeps the dependencies
 * current (koa 2.16, busboy 1.6, fast-xml-parser 5, for their security fixes), where the original
 * s3rver 3.7.1 still needs busboy 0.3 and fast-xml-parser 3. Chosen because it is plain JavaScript
 * from npm that runs in the test's own process: it starts in milliseconds with no binary, daemon or
 * container, and speaks what the app uses (SigV4 headers and presigned query signatures, which it
 * checks; PutObject, GetObject with Range, HeadObject, DeleteObject, ListObjectsV2). The others fit
 * worse: fauxqs needs Node 22.5 and the fork's 5.x Node 24 (this repo supports 20.19), MinIO's
 * server comes in no npm or Debian package, and Testcontainers needs a Docker daemon. One gap:
 * s3rver makes ListObjectsV2's continuation tokens with DES, which Node's OpenSSL 3 no longer has,
 * so a listing longer than one page (1 000 objects) fails here; tests keep buckets smaller.
 *
 * s3rver answers through an HTTP server of ours, so a test can make uploads fail as a broken
 * service would: `failUploads('error-500')` answers PutObject with S3's 500 InternalError,
 * `failUploads('drop-connection')` cuts the connection half-way through the body, and `stop()`
 * closes the port (connection refused).
 * @example const s3 = await startS3TestServer(); const storage = new S3Storage(s3.location());
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Location } from '../storage/s3-storage.ts';

/** s3rver's built-in account: it checks every signature made with these keys. */
export const s3TestKeys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type UploadFault = 'error-500' | 'drop-connection';

export interface S3TestServer {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  bucket: string;
  /** The bucket as S3Storage and the config see it (path-style, the test keys). */
  location(prefix?: string): S3Location;
  /** The environment that selects this bucket: STORAGE_URL and the AWS_* keys. */
  env(prefix?: string): Record<string, string>;
  /** From now on, PUTs fail this way (null: they work again). */
  failUploads(fault: UploadFault | null): void;
  /** How many PUTs were made to fail so far. */
  readonly failedUploads: number;
  /** Closes the port, so requests are refused; `close()` still removes the folder. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

const internalError =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code>' +
  '<Message>We encountered an internal error. Please try again.</Message></Error>';

export async function startS3TestServer({ bucket = 'uploads' } = {}): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tl-s3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const answer = s3rver.getMiddleware();
  let fault: UploadFault | null = null;
  let failedUploads = 0;

  const server = http.createServer((request, response) => {
    // s3rver signs a bucket's own address as /BUCKET where the SDK (rightly) signs /BUCKET/, so it
    // refuses every ListObjectsV2: those few go unsigned (s3rver then skips the check). Every object
    // request keeps its signature checked, presigned GETs included.
    if (/^\/[^/]+\/(\?|$)/.test(request.url ?? '')) delete request.headers.authorization;
    if (!fault || request.method !== 'PUT') return answer(request, response);
    failedUploads += 1;
    if (fault === 'error-500') {
      request.resume(); // read the body, as S3 does before it fails
      request.once('end', () => {
        response.writeHead(500, { 'Content-Type': 'application/xml' });
        response.end(internalError);
      });
      return;
    }
    // The service dies mid-upload: the first part of the body arrives, then the connection is cut.
    request.once('data', () => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }));

  const location = (prefix = ''): S3Location => ({
    bucket,
    prefix: prefix ? `${prefix.replace(/\/$/, '')}/` : '',
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { ...s3TestKeys },
  });
  return {
    endpoint,
    bucket,
    location,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}/${prefix}?endpoint=${endpoint}&region=us-east-1&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: s3TestKeys.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3TestKeys.secretAccessKey,
    }),
    failUploads(next) {
      fault = next;
    },
    get failedUploads() {
      return failedUploads;
    },
    stop,
    async close() {
      await stop();
      s3rver.logger.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
