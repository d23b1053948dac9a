/**
 * POST /api/uploads: a signed-in member's image (multipart/form-data, field `file`). The type comes
 * from the file's bytes, the size from its header; within the member's limits (upload-limits.ts) it
 * is stored without its metadata (image-metadata.ts) under a random name, recorded for the clean-up
 * of unused files (upload-cleanup.ts), and answered with the address it is served at.
 */
import { maxUploadBytes, uploadFieldName, type UploadResponse } from '@tinkerlabs/contract/uploads';
import { Hono } from 'hono';
import { requireUser } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError, badRequest, unsupportedMediaType, validationFailed } from '../../http/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { probeImage } from './image-probe.ts';
import { stripImageMetadata } from './image-metadata.ts';
import {
  checkUploadLimits,
  defaultUploadLimits,
  maxImagePixels,
  type UploadLimits,
} from './upload-limits.ts';

/** The limit of the whole request: the image and the multipart framing around it. */
export const uploadRequestLimitBytes = maxUploadBytes + 64 * 1024;
/** Each side at most this many pixels, as an image node's width and height (validate-doc.ts). */
export const maxImageSide = 10_000;

export const imageTooLarge = () =>
  new AppError(413, 'payload_too_large', 'Images may be at most 5 MB. Make this one smaller and try again.');

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
    const image = probeImage(bytes);
    if (!image.ok && image.problem === 'unknown_type') throw notAnImage();
    if (!image.ok) {
      const message = `The image could not be read: ${image.message}.`;
      throw validationFailed({ [uploadFieldName]: message }, message);
    }
    if (image.width > maxImageSide || image.height > maxImageSide) {
      const message = `Images may be at most ${maxImageSide} pixels wide and high; this one is ${image.width} × ${image.height}.`;
      throw validationFailed({ [uploadFieldName]: message }, message);
    }

    if (image.width * image.height > maxImagePixels) {
      const message = `Images may have at most ${maxImagePixels / 1_000_000} megapixels; this one has ${(
        (image.width * image.height) /
        1_000_000
      ).toFixed(1)} (${image.width} × ${image.height}). Make it smaller and try again.`;
      throw validationFailed({ [uploadFieldName]: message }, message);
    }

    const stored = stripImageMetadata(bytes, image.contentType);
    await checkUploadLimits(db, viewer.user.id, stored.byteLength, limits);
    const key = `${crypto.randomUUID()}.${image.extension}`;
    await storage.put(key, stored, { contentType: image.contentType });
    await db.insert(uploads).values({ key, userId: viewer.user.id, size: stored.byteLength });
    const response: UploadResponse = {
      url: `/uploads/${key}`,
      width: image.width,
      height: image.height,
      contentType: image.contentType,
      size: stored.byteLength,
    };
    return c.json(response, 201);
  });
}
