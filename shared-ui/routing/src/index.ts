/**
 * Every router API the shell and the remotes use, and nothing else. Module Federation shares this module
 * (a singleton: one router context for the whole site) instead of react-router-dom, so the browser gets the
 * tree-shaken part of react-router, not the server, cookie and session code of the whole library.
 *
 * TypeScript refuses an import that is not here; lint refuses importing react-router(-dom) anywhere else.
 */
export type { Location, RouteObject } from 'react-router-dom';
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
