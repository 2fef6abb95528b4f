/**
 * Every router API the shell and the remotes use, and nothing else. Module Federation shares this module
 * (a singleton: one router context for the whole site) instead of react-router-dom, so the browser gets the
 * tree-shaken part of react-router, not the server, cookie and session code of the whole library.
 *
 * TypeScript refuses an import that is not here; lint refuses importing react-router(-dom) anywhere else.
 */
export type { RouteObject } from 'react-router-dom';
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  matchPath,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
