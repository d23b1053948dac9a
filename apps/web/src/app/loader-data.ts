/**
 * A page's loader data between the server's render and the browser's hydration. A loader may hand
 * the page promises (the home page's feeds, shown through React Router's `Await`); JSON has no
 * promises, so the server sends each one settled (`{ $promise: 'resolved', value }`) and the browser
 * turns it back into a promise of that value. React Router's framework mode does the same through its
 * own stream format, which the data mode used here does not have.
 */

type SettledPromise = { $promise: 'resolved'; value: unknown } | { $promise: 'rejected' };

/**
 * The loader data with every promise (at the top level of a route's data) settled, for JSON.
 * @example await settleLoaderData({ '/': { articles: Promise.resolve([1]) } }) // { '/': { articles: { $promise: 'resolved', value: [1] } } }
 */
export async function settleLoaderData(
  loaderData: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(loaderData).map(async ([routeId, data]) => [routeId, await settleValues(data)] as const),
  );
  return Object.fromEntries(entries);
}

async function settleValues(data: unknown): Promise<unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const entries = await Promise.all(
    Object.entries(data).map(async ([key, value]): Promise<[string, unknown]> => {
      if (!(value instanceof Promise)) return [key, value];
      const settled: SettledPromise = await value.then(
        (resolved: unknown) => ({ $promise: 'resolved', value: resolved }),
        () => ({ $promise: 'rejected' }),
      );
      return [key, settled];
    }),
  );
  return Object.fromEntries(entries);
}

/** The loader data as the loaders gave it: each settled promise a promise again. */
export function reviveLoaderData(loaderData: Record<string, unknown>): Record<string, unknown> {
  return mapSettled(loaderData, (value) =>
    value.$promise === 'resolved' ? Promise.resolve(value.value) : failedPart(),
  );
}

/**
 * The settled loader data as the server draws it: a resolved promise is its value, which `Await`
 * draws at once, where a promise it has not followed yet suspends (and the server then rendered the
 * page three times: the home page's feeds, 2026-12-04). A rejected one stays a rejected promise.
 */
export function renderedLoaderData(loaderData: Record<string, unknown>): Record<string, unknown> {
  return mapSettled(loaderData, (value) => (value.$promise === 'resolved' ? value.value : failedPart()));
}

function mapSettled(
  loaderData: Record<string, unknown>,
  map: (value: SettledPromise) => unknown,
): Record<string, unknown> {
  const mapValues = (data: unknown): unknown =>
    !data || typeof data !== 'object' || Array.isArray(data)
      ? data
      : Object.fromEntries(
          Object.entries(data).map(([key, value]) => [key, isSettled(value) ? map(value) : value]),
        );
  return Object.fromEntries(Object.entries(loaderData).map(([routeId, data]) => [routeId, mapValues(data)]));
}

function failedPart(): Promise<never> {
  const failed = Promise.reject(new Error('This part of the page could not be loaded.'));
  failed.catch(() => undefined); // shown by the part's own error view
  return failed;
}

function isSettled(value: unknown): value is SettledPromise {
  return typeof value === 'object' && value !== null && '$promise' in value;
}
