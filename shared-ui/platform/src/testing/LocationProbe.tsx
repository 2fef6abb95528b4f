import { useLocation } from '@ladrive/routing';

/** Renders the router's current path and query, so tests can read where the app navigated. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
