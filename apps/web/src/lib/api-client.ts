/**
 * The one way the app talks to its API: JSON in and out, errors as `ApiError` values carrying the
 * server's status, code and message (and per-field messages). GET requests that fail with a
 * network error or a retryable status (502, 503, 504) are retried up to 3 times, 200 ms × 2ⁿ apart.
 * A `FormData` body (an upload) is sent as multipart; anything else as JSON. While the server renders
 * a page (app/server-render.tsx), requests go to the server's own API in-process, through the fetch
 * it gives for that request.
 */
import type { ApiErrorBody } from '@tinkerlabs/contract/errors';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The whole `error` object of the answer, for conflicts that carry more (a `kind`, the current copy). */
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const retryableStatuses = new Set([502, 503, 504]);
const maxRetries = 3;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a create retried with the same key makes one record, not two. */
  idempotencyKey?: string;
}

/**
 * On the server only (app/server-render.tsx installs it once): the fetch of the request being
 * rendered, which answers from the server's API in-process. Undefined in the browser.
 */
let requestFetch: () => typeof fetch | undefined = () => undefined;

export function setRequestFetch(get: () => typeof fetch | undefined): void {
  requestFetch = get;
}

/** @example const { viewer } = await api<SessionResponse>('/api/auth/session') */
export async function api<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const send = requestFetch() ?? fetch;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await send(path, {
        method,
        credentials: 'same-origin',
        headers: {
          ...(options.body === undefined || options.body instanceof FormData
            ? {}
            : { 'content-type': 'application/json' }),
          ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
        },
        body:
          options.body === undefined
            ? undefined
            : options.body instanceof FormData
              ? options.body
              : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch {
      if (method === 'GET' && attempt < maxRetries && !options.signal?.aborted) {
        await delay(200 * 2 ** attempt);
        continue;
      }
      throw new ApiError(
        0,
        'network',
        'Could not reach the server. Check your connection and try again.',
        {},
      );
    }
    if (method === 'GET' && retryableStatuses.has(response.status) && attempt < maxRetries) {
      await delay(200 * 2 ** attempt);
      continue;
    }
    if (response.status === 204) return undefined as T;
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) throw toApiError(response.status, data);
    return data as T;
  }
}

function toApiError(status: number, data: unknown): ApiError {
  const error = (data as Partial<ApiErrorBody> | null)?.error;
  if (error && typeof error.message === 'string')
    return new ApiError(
      status,
      error.code,
      error.message,
      error.fields ?? {},
      error as unknown as Record<string, unknown>,
    );
  return new ApiError(
    status,
    'internal',
    `The server answered with an unexpected error (${status}). Please try again.`,
  );
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
