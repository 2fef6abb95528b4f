/** Test helpers: render a page inside the same providers the shell gives it, and a fake network. */
import { MemoryRouter, Route, Routes } from '@ladrive/routing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../providers/AppProviders';

export interface RenderOptions {
  /** Initial URL, e.g. "/search?location=LA". */
  route?: string;
  /** Route pattern the element is mounted at (for useParams). */
  path?: string;
}

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

export * from './fixtures';
export * from './LocationProbe';
export * from './mock-api';
