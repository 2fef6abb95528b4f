import type { RemotesManifest } from '@ladrive/shared-ui';
import type { RouteObject } from 'react-router-dom';
import { RequireAuth } from '../features/auth';
import { HomePage } from '../features/home';
import { NotFoundPage } from '../features/not-found';
import { RemotePage, RemoteUnavailable } from '../features/remotes';
import { AppLayout } from './layout/AppLayout';
import { InLanguage } from './layout/InLanguage';
import { RouteErrorPage } from './RouteErrorPage';

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

/**
 * The site's routes: the shell's own (`/` and the 404) plus every page remotes.json lists.
 * Paths match case-insensitively (react-router's default). Without a manifest, any other path may be
 * a remote page we can't reach, so it shows as unavailable rather than as not found.
 */
export function buildRoutes(manifest: RemotesManifest | null): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          index: true,
          element: (
            <InLanguage lang="en">
              <HomePage />
            </InLanguage>
          ),
        },
        ...(manifest ? remoteRoutes(manifest) : []),
        {
          path: '*',
          element: (
            <InLanguage lang="en">
              {manifest ? <NotFoundPage /> : <RemoteUnavailable onRetry={() => window.location.reload()} />}
            </InLanguage>
          ),
        },
      ],
    },
  ];
}
