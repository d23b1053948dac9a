/**
 * POST /api/uploads: one image (PNG, JPEG, WebP or GIF, at most 5 MB) for the body or the cover.
 * Every file the member picks gets its own Idempotency-Key, kept for as long as that File is sent,
 * so a retry after a lost answer gets the first upload back instead of storing the image twice,
 * while picking the same image again is a new upload. Every caller (the editors' hook, the
 * submission forms) gets the retries: a network failure or a 5xx is sent again after 1 s, 2 s and
 * 4 s, by the rule queries follow (query-client.ts); a refusal (4xx) is final.
 */
import { maxUploadBytes, uploadFieldName, type UploadResponse } from '@tinkerlabs/contract/uploads';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client.ts';
import { shouldRetryQuery } from '@/lib/query-client.ts';

// Keyed by the File object: a retry sends the same object; a new pick is a new one.
const keys = new WeakMap<File, string>();

function idempotencyKeyOf(file: File): string {
  const key = keys.get(file) ?? crypto.randomUUID();
  keys.set(file, key);
  return key;
}

const retryDelaysMs = [1_000, 2_000, 4_000];

export async function uploadImage(file: File): Promise<UploadResponse> {
  if (file.size > maxUploadBytes) {
    throw new ApiError(413, 'payload_too_large', 'Images may be at most 5 MB.');
  }
  const form = new FormData();
  form.append(uploadFieldName, file);
  const send = () =>
    api<UploadResponse>('/api/uploads', {
      method: 'POST',
      body: form,
      idempotencyKey: idempotencyKeyOf(file),
    });
  // Retries answer to the same key, so a retry never stores a second copy.
  for (let failures = 0; ;) {
    try {
      return await send();
    } catch (error) {
      failures += 1;
      if (failures > retryDelaysMs.length || !shouldRetryQuery(failures - 1, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[failures - 1]));
    }
  }
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
