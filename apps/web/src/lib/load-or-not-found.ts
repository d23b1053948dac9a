/**
 * Route loaders of detail pages: the API's 404 becomes the app's (non-fatal) not-found error, so the
 * layout shows its 404 view for the requested path. Any other failure shows the error view.
 */
import { ApiError } from './api-client.ts';
import { createError } from './app-error.ts';

/** @example await loadOrNotFound(() => queryClient.ensureQueryData(articleQuery(slug)), url.pathname) */
export async function loadOrNotFound<T>(load: () => Promise<T>, path: string): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw createError({ statusCode: 404, statusMessage: `Page Not Found: ${path}`, fatal: false });
    }
    throw error;
  }
}
