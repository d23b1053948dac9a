/**
 * Storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph …), chosen by
 * STORAGE_URL=s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true, through the official AWS
 * SDK v3. Each object is stored with its content type and the year-long immutable Cache-Control the
 * app serves uploads with, so a signed redirect to the bucket (STORAGE_SERVE=redirect) gets both
 * from the bucket itself. Keys sit under the optional prefix, so the site can share a bucket.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertStorageKey,
  contentTypeOfKey,
  storageKeyPattern,
  storedFileCacheControl,
  type ByteRange,
  type Storage,
  type StoredFile,
  type StoredFileInfo,
  type StoredObject,
} from './storage.ts';

/** STORAGE_URL, read by config.ts. */
export interface S3Location {
  bucket: string;
  /** Prepended to every key: '' or a path ending in '/' (e.g. 'tinkerlabs/uploads/'). */
  prefix: string;
  /** The service's address; null: AWS S3 itself (the SDK derives it from the region). */
  endpoint: string | null;
  region: string;
  /** Addresses objects as ENDPOINT/BUCKET/KEY instead of BUCKET.ENDPOINT/KEY (MinIO, Ceph, tests). */
  forcePathStyle: boolean;
  /**
   * AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN); null: the SDK's default chain
   * (shared config files, an instance or task role).
   */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
}

/** @example const storage = new S3Storage({ bucket: 'uploads', prefix: '', endpoint: null, region: 'eu-west-1', forcePathStyle: false, credentials: null }) */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    const config: S3ClientConfig = {
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      ...(location.credentials ? { credentials: location.credentials } : {}),
      // A store that hangs must not hold a member's upload (and its database connection) for minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      maxAttempts: 3,
    };
    if (location.endpoint) {
      // Checksum headers only where S3 requires them: several S3-compatible services refuse the
      // newer x-amz-checksum-* headers the SDK sends to AWS by default.
      config.requestChecksumCalculation = 'WHEN_REQUIRED';
      config.responseChecksumValidation = 'WHEN_REQUIRED';
    }
    this.client = new S3Client(config);
  }

  async put(key: string, data: Uint8Array, meta: { contentType: string }): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        ...this.address(key),
        Body: data,
        ContentLength: data.byteLength,
        ContentType: meta.contentType,
        CacheControl: storedFileCacheControl,
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          ...this.address(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!object.Body) throw new Error(`The bucket answered GET ${key} without a body.`);
      const size = totalSize(object.ContentRange) ?? object.ContentLength ?? 0;
      return {
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size,
        contentType: object.ContentType ?? contentTypeOfKey(key),
        etag: object.ETag ?? `"${size.toString(16)}"`,
        lastModified: object.LastModified ?? new Date(0),
        ...(range ? { range } : {}),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<StoredFileInfo | null> {
    try {
      const object = await this.client.send(new HeadObjectCommand(this.address(key)));
      const size = object.ContentLength ?? 0;
      return {
        size,
        contentType: object.ContentType ?? contentTypeOfKey(key),
        etag: object.ETag ?? `"${size.toString(16)}"`,
        lastModified: object.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.address(key))); // S3 answers 204 for a missing key
  }

  /** The objects under the prefix named like storage keys (so not a subfolder's), 1 000 a page. */
  async *list(): AsyncIterable<StoredObject> {
    const { bucket, prefix } = this.location;
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: bucket, Prefix: prefix });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length);
        if (!key || !storageKeyPattern.test(key)) continue;
        yield { key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
    }
  }

  /** A presigned GET of the object: computed here, no request to the bucket. */
  signedUrl(key: string, options: { expiresInSeconds: number; signingDate: Date }): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand(this.address(key)), {
      expiresIn: options.expiresInSeconds,
      signingDate: options.signingDate,
    });
  }

  private address(key: string): { Bucket: string; Key: string } {
    assertStorageKey(key);
    return { Bucket: this.location.bucket, Key: `${this.location.prefix}${key}` };
  }
}

/** The whole object's size from `Content-Range: bytes 0-99/1234`. */
function totalSize(contentRange: string | undefined): number | undefined {
  const total = contentRange ? /\/(\d+)$/.exec(contentRange)?.[1] : undefined;
  return total === undefined ? undefined : Number(total);
}

/**
 * GetObject says NoSuchKey; HeadObject, which has no body, only its 404 (NotFound). A missing bucket
 * is a 404 too, but a fault of the configuration, not a missing file: it is thrown.
 */
function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (e.name === 'NoSuchBucket') return false;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
