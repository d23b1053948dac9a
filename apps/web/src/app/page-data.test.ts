// The server sends a page's first data inside its HTML (PagePath.data in the contract): each page's
// loader must ask for exactly those addresses, or the visitor would fetch them again (or the server
// would send data nobody reads).
import { QueryClient } from '@tanstack/react-query';
import { matchPagePath, pageDataAddresses, pagePaths } from '@tinkerlabs/contract/page-paths';
import { afterEach, expect, it, vi } from 'vitest';
import { labRoutes, publicRoutes, simulationRoutes } from './page-routes.ts';

afterEach(() => vi.unstubAllGlobals());

/** The GET addresses a page's loader requests for `path`, with every answer a 404. */
async function loaderRequests(route: (typeof publicRoutes)[number], path: string): Promise<string[]> {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  const match = matchPagePath(path, pagePaths)!;
  const { loader } = await route.load();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  try {
    await loader?.(
      {
        request: new Request(`http://localhost${path}`),
        params: match.params,
      },
      queryClient,
    );
  } catch {
    // a record page's loader throws on the 404: its request was made
  }
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return requests;
}

const pages = [...publicRoutes, ...labRoutes, ...simulationRoutes].map((route) => ({
  route,
  path: route.path.replace(/:[a-z_]+/g, 'a-sample-slug'),
}));

it.each(pages)(
  'the loader of $route.path asks for the first data the contract names',
  async ({ route, path }) => {
    const match = matchPagePath(path, pagePaths);
    expect(match?.page.path).toBe(route.path);
    expect((await loaderRequests(route, path)).sort()).toEqual(pageDataAddresses(match!).sort());
  },
);
