/**
 * The one Module Federation `shared` object used by the shell and every remote.
 * Everything that holds React context or module state is a singleton, so the shell's
 * router, theme, query client and toast store reach every remote.
 *
 * The design system (`@ladrive/shared-ui`) is deliberately NOT shared: it is stateless, so each
 * remote bundles the version it was built with and can ship new components without a shell
 * rebuild. Only the tiny cross-app state package is a singleton, and its API must stay stable.
 */
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

export const mfShared = {
  react: singleton('^19.0.0'),
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  'react-router': singleton('^7.0.0'),
  'react-router-dom': singleton('^7.0.0'),
  'styled-components': singleton('^6.0.0'),
  '@tanstack/react-query': singleton('^5.0.0'),
  '@tanstack/query-core': singleton('^5.0.0'),
  zustand: singleton('^5.0.0'),
  '@ladrive/shared-state': singleton('^1.0.0'),
};
