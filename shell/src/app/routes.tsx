import type { RemotesManifest } from '@ladrive/platform';
import { type RouteObject, useRoutes } from '@ladrive/routing';
import { useMemo } from 'react';
import { RequireAuth } from '../features/auth';
import { HomePage } from '../features/home';
import { NotFoundPage } from '../features/not-found';
import {
  PageSkeleton,
  REMOTES_LOADING,
  RemotePage,
  type RemotesManifestState,
  RemoteUnavailable,
} from '../features/remotes';
import { AppLayout } from './layout/AppLayout';
import { InLanguage } from './layout/InLanguage';
import { PageErrorBoundary } from './PageErrorBoundary';

function remoteRoutes(manifest: RemotesManifest): RouteObject[] {
  return manifest.remotes.flatMap((remote) =>
    remote.routes.map(({ path, module, requiresAuth, lang }) => {
      const page = <RemotePage remoteName={remote.name} module={module} />;
      return {
        path,
        element: <InLanguage lang={lang}>{requiresAuth ? <RequireAuth>{page}</RequireAuth> : page}</InLanguage>,
      };
    }),
  );
}

/** What a path no route claims shows: not found, unavailable without a manifest, a skeleton until it is known. */
function unmatchedPage(manifest: RemotesManifestState) {
  if (manifest === REMOTES_LOADING) return <PageSkeleton />;
  return (
    <InLanguage lang="en">
      {manifest ? <NotFoundPage /> : <RemoteUnavailable onRetry={() => window.location.reload()} />}
    </InLanguage>
  );
}

/**
 * The site's routes: the shell's own (`/` and the 404) plus every page remotes.json lists.
 * Paths match case-insensitively (react-router's default). Without a manifest, any other path may be
 * a remote page we can't reach, so it shows as unavailable rather than as not found; while it loads,
 * such a path shows the page skeleton inside the site's frame.
 */
export function buildRoutes(manifest: RemotesManifestState): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      children: [
        {
          index: true,
          element: (
            <InLanguage lang="en">
              <HomePage />
            </InLanguage>
          ),
        },
        ...(manifest && manifest !== REMOTES_LOADING ? remoteRoutes(manifest) : []),
        { path: '*', element: unmatchedPage(manifest) },
      ],
    },
  ];
}

/**
 * The routes, rendered by the router around them (the browser's, or a test's memory router). Declarative
 * routing is all the site uses: it leaves react-router's data-router code (loaders, actions, fetchers)
 * out of the shared @ladrive/routing, about half of it.
 */
export function AppRoutes({ manifest }: { manifest: RemotesManifestState }) {
  const routes = useMemo(() => buildRoutes(manifest), [manifest]);
  // the frame's own failures; a page's are caught inside the frame (AppLayout)
  return <PageErrorBoundary>{useRoutes(routes)}</PageErrorBoundary>;
}
