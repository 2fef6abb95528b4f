/** Test helpers: render a page inside the same providers the shell gives it, and a fake network. */
import type { Language } from '@ladrive/contracts';
import { PageLanguage } from '@ladrive/i18n';
import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import { MemoryRouter, Route, Routes } from '@ladrive/routing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../providers/AppProviders';

export interface RenderOptions {
  /** Initial URL, e.g. "/search?location=LA". */
  route?: string;
  /** Route pattern the element is mounted at (for useParams). */
  path?: string;
  /** The language the visitor chose for this test (reset after it); left out, nobody chose: the spec's texts. */
  language?: Language;
  /** The language the spec writes the page in, as its route's `lang` in remote.ts says (the shell's wrapper). */
  pageLanguage?: Language;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', language, pageLanguage = 'en' }: RenderOptions = {},
) {
  if (language) {
    chooseLanguageForTest(language);
    onTestFinished(() => chooseLanguageForTest(null));
  }
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <PageLanguage lang={pageLanguage}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </PageLanguage>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

export * from './fixtures';
export * from './LocationProbe';
export * from './mock-api';
