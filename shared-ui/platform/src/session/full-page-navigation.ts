import { createContext, useContext } from 'react';

/**
 * Leaving the single-page app for a page the server renders (sign-in): `location.assign` in the
 * browser. Tests provide a spy instead (jsdom does not navigate).
 */
export const FullPageNavigationContext = createContext<(url: string) => void>((url) => window.location.assign(url));

export const useFullPageNavigation = () => useContext(FullPageNavigationContext);
