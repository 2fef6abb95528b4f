/**
 * The one Module Federation `shared` object used by the shell and every remote.
 * Everything that holds React context or module state is a singleton, so the shell's
 * router, theme, query client and session/toast stores reach every remote.
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
  '@ladrive/shared-ui': singleton('^0.1.0'),
};
