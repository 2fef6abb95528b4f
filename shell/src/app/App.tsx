import type { RemotesManifest } from '@ladrive/shared-ui';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

const cache = new Map<string, ComponentType>();
function remoteComponent(remote: string, module: string) {
  const id = `${remote}/${module.slice(2)}`;
  let C = cache.get(id);
  if (!C) {
    C = lazy(async () => {
      const m = await loadRemote<{ default: ComponentType }>(id);
      if (!m) throw new Error(`${id} missing`);
      return m;
    });
    cache.set(id, C);
  }
  return C;
}

export function App({ manifest }: { manifest: RemotesManifest }) {
  return (
    <BrowserRouter>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          {manifest.remotes.flatMap((r) =>
            r.routes.map((route) => {
              const Page = remoteComponent(r.name, route.module);
              return <Route key={route.path} path={route.path} element={<Page />} />;
            }),
          )}
          <Route path="*" element={<h1>Page Not Found</h1>} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
