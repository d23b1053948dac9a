/**
 * POST /api/uploads: a signed-in member's image (multipart/form-data, field `file`). The type comes
 * from the file's bytes (image-probe.ts); the image is re-encoded in that format, upright and without
 * its metadata or trailing bytes (reencode-image.ts), and, within the member's limits
 * (upload-limits.ts, counting the stored bytes), stored under a random name, recorded for the
 * clean-up of unused files (upload-cleanup.ts) and answered with the address it is served at. The
 * file is stored before its record is written, in the record's transaction: a store that fails (an
 * S3 service down or answering 500) leaves no record and answers a 503 the web app retries.
 */
import { maxUploadBytes, uploadFieldName, type UploadResponse } from '@tinkerlabs/contract/uploads';
import { Hono } from 'hono';
import { requireUser } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { withLimitLock } from '../../db/limit-lock.ts';
import { uploads } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError, badRequest, unsupportedMediaType, validationFailed } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { probeImageType } from './image-probe.ts';
import { reencodeImage } from './reencode-image.ts';
import { checkUploadLimits, defaultUploadLimits, type UploadLimits } from './upload-limits.ts';

/** The limit of the whole request: the image and the multipart framing around it. */
export const uploadRequestLimitBytes = maxUploadBytes + 64 * 1024;

export const imageTooLarge = () =>
  new AppError(413, 'payload_too_large', 'Images may be at most 5 MB. Make this one smaller and try again.');

const storeFailed = () =>
  new AppError(
    503,
    'service_unavailable',
    'Your image could not be saved just now: the file store did not answer. Nothing was saved; please try again in a minute.',
  );

const notAnImage = () =>
  unsupportedMediaType(
    'Only PNG, JPEG, WebP and GIF images can be uploaded, and this file is none of them (its contents were checked, not its name).',
  );

export function uploadRoutes({
  storage,
  db,
  limits = defaultUploadLimits,
}: {
  storage: Storage;
  db: Database;
  limits?: UploadLimits;
}) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const viewer = requireUser(c);
    if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
      throw unsupportedMediaType(
        `Send the image as multipart/form-data in a field named "${uploadFieldName}".`,
      );
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('The upload could not be read as multipart/form-data.');
    }
    const file = form.get(uploadFieldName);
    if (!(file instanceof File)) {
      const message = `Choose an image to upload (in a field named "${uploadFieldName}").`;
      throw validationFailed({ [uploadFieldName]: message }, message);
    }
    if (file.size > maxUploadBytes) throw imageTooLarge();
    if (file.size === 0) {
      throw validationFailed({ [uploadFieldName]: 'The file is empty.' }, 'The file is empty.');
    }

    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = probeImageType(bytes);
    if (!type) throw notAnImage();
    const image = await reencodeImage(bytes, type.contentType);
    if (!image.ok) throw validationFailed({ [uploadFieldName]: image.message }, image.message);

    const stored = image.bytes;
    const key = `${crypto.randomUUID()}.${type.extension}`;
    // The check, the file and its record under the member's lock: parallel uploads take turns.
    await withLimitLock(db, [`uploads:${viewer.user.id}`], async (tx) => {
      await checkUploadLimits(tx, viewer.user.id, stored.byteLength, limits);
      try {
        await storage.put(key, stored, { contentType: type.contentType });
      } catch (error) {
        // Should the store have kept the file after all, nothing records it: the clean-up removes it.
        console.error(`Storing the upload ${key} failed: ${String(error)}`);
        throw storeFailed();
      }
      await tx.insert(uploads).values({ key, userId: viewer.user.id, size: stored.byteLength });
    });
    const response: UploadResponse = {
      url: `/uploads/${key}`,
      width: image.width,
      height: image.height,
      contentType: type.contentType,
      size: stored.byteLength,
    };
    return c.json(response, 201);
  });
}
