/** POST /api/uploads: one image (PNG, JPEG, WebP or GIF, at most 5 MB) for the body or the cover. */
import { maxUploadBytes, uploadFieldName, type UploadResponse } from '@tinkerlabs/contract/uploads';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client.ts';
import { idempotencyKeyFor } from '@/lib/idempotency-key.ts';

export async function uploadImage(file: File): Promise<UploadResponse> {
  if (file.size > maxUploadBytes) {
    throw new ApiError(413, 'payload_too_large', 'Images may be at most 5 MB.');
  }
  const form = new FormData();
  form.append(uploadFieldName, file);
  return api<UploadResponse>('/api/uploads', {
    method: 'POST',
    body: form,
    idempotencyKey: idempotencyKeyFor('/api/uploads', form),
  });
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
