/**
 * POST /api/uploads (signed in): multipart/form-data with one image in the field `file`: PNG, JPEG,
 * WebP or GIF, at most 5 MB. The type is read from the file's bytes, never from its name or the
 * declared Content-Type. Answers 201 with where it is served (`/uploads/{random name}.{ext}`, cached
 * for a year) and what was found in it. Refusals: 401 signed out, 413 too large, 415 not one of the
 * four image types, 422 no file or a damaged image.
 */
import { z } from 'zod';

export const uploadFieldName = 'file';
export const maxUploadBytes = 5 * 1024 * 1024;
export const uploadContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];

export const uploadResponseSchema = z.object({
  /** A site path such as /uploads/0b6d…e1.png, usable as an image `src` or an article's cover. */
  url: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  contentType: z.enum(uploadContentTypes),
  /** Bytes. */
  size: z.number().int().min(1),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
