import type { Language } from '@ladrive/contracts';
import { createContext } from 'react';

/**
 * The language the spec writes this part of the page in (a page's route, an island's `Speaks`). It lives here, in
 * the package every app shares as a singleton, because it must be one object for all apps: each package bundles its
 * own catalogs code (`@ladrive/i18n/catalogs`), whose `useT` reads the context the shell's routes provide.
 */
export const SpecLanguageContext = createContext<Language>('en');
