import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../providers/AppProviders';

/**
 * A remote's standalone dev entry: its pages inside the same providers the shell gives them,
 * so a team can work on its remote without running the shell.
 */
export function renderStandalone(pages: Record<string, ComponentType>) {
  const element = document.getElementById('root');
  if (!element) throw new Error('#root missing');
  createRoot(element).render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <Routes>
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
}
