/**
 * The app's router (see create-router.ts): one import for the pages, with React Router's names.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  createRouter,
  redirect,
  RouteNotFound,
  type Blocker,
  type BlockerFunction,
  type NavigateOptions,
  type Navigation,
  type Router,
  type RouterState,
} from './create-router.ts';
export { createPath, parsePath, resolveTo, type Location, type NavigationType, type To } from './history.ts';
export {
  matchRoutes,
  type LoaderFunctionArgs,
  type Params,
  type RouteMatch,
  type RouteObject,
} from './match-routes.ts';
export {
  Await,
  Link,
  MemoryRouter,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  type LinkProps,
} from './components.tsx';
export {
  createSearchParams,
  useBlocker,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
  type NavigateFunction,
  type SearchParamsInit,
} from './hooks.ts';
