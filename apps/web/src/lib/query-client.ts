/**
 * The app's server-state cache. A failed query is retried, except when the server answered with a
 * 4xx status: a missing article or an invalid filter will not change on a second try, and the page
 * should say so at once.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const maxRetries = 3;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetryQuery } } });
}
