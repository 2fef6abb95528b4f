import { Spinner } from '@ladrive/design-system';
import { PageLanguage } from '@ladrive/i18n';
import { BrowserRouter, Route, Routes } from '@ladrive/routing';
import { type ComponentType, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../providers/AppProviders';
import { pageName, type RemoteDeclaration, routesOf } from './remote-declaration';

/** Loads a file of the remote's `src/pages/` by name, e.g. `(name) => import(\`./pages/${name}.tsx\`)`. */
export type PageLoader = (name: string) => Promise<{ default: ComponentType }>;

/** Where a widget is shown when its remote runs alone (the slot's host app is not there). */
export const standaloneWidgetPath = (slot: string) => `/widgets/${slot}`;

/**
 * A remote's standalone dev entry: every page and widget of its declaration inside the same providers the
 * shell gives them, each page in its spec language as the shell's routes say, so a team can work on its remote
 * without running the shell. `/` shows the first page.
 */
export function renderStandalone(remote: RemoteDeclaration, loadPage: PageLoader) {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root missing');
  const routes = [
    ...remote.pages.flatMap((page) => page.paths.map((path) => ({ path, file: page.file }))),
    ...(remote.widgets ?? []).map((widget) => ({ path: standaloneWidgetPath(widget.slot), file: widget.file })),
  ];
  const first = remote.pages[0];
  if (first) routes.push({ path: '/', file: first.file });
  const components = new Map(routes.map(({ file }) => [file, lazy(() => loadPage(pageName(file)))]));
  const languageOf = new Map(routesOf(remote).map((route) => [route.path, route.lang]));
  if (first?.paths[0]) languageOf.set('/', languageOf.get(first.paths[0])!);

  createRoot(element).render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {routes.map(({ path, file }) => {
              const Page = components.get(file)!;
              const lang = languageOf.get(path);
              // a widget speaks the language of the page it is placed in: the default here
              const shown = lang ? (
                <PageLanguage lang={lang}>
                  <Page />
                </PageLanguage>
              ) : (
                <Page />
              );
              return <Route key={path} path={path} element={shown} />;
            })}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProviders>,
  );
}
