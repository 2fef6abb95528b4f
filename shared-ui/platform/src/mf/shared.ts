/**
 * The one Module Federation `shared` object used by the shell and every remote.
 *
 * Everything that holds React context or module state is a singleton, so the shell's router, theme, query
 * client and toast store reach every remote.
 *
 * Stateless libraries the apps use are shared without a singleton: a remote takes the copy the shell already
 * loaded when its version satisfies the remote's range and falls back to its own bundled copy otherwise, so it
 * does not download them a second time and still releases on its own. A shared library is never tree-shaken,
 * so only those that measured smaller shared are here (issue 12): not valibot (each app's tree-shaken copy is
 * smaller than the whole library on `/`), nor shared-ui's packages and contracts (whole barrels on `/` cost more
 * than remote routes save).
 */
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });
const reusable = (requiredVersion: string) => ({ singleton: false, requiredVersion });

export const mfShared = {
  react: singleton('^19.0.0'),
  'react/': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/': singleton('^19.0.0'),
  // react-router only through the part of it the apps use (see its package.json): never shared whole
  '@ladrive/routing': singleton('^1.0.0'),
  'styled-components': singleton('^6.0.0'),
  // react-query and react-hook-form only through the part of them the apps use (see their package.json)
  '@ladrive/server-state': singleton('^1.0.0'),
  zustand: singleton('^5.0.0'),
  // ^1.1: the conversations' events (a remote that listens to them needs a shell that has them)
  // ^1.2: the visitor's language (a remote that speaks it needs a shell that holds it)
  '@ladrive/shared-state': singleton('^1.2.0'),
  // one page language for every app: a remote's texts follow the page and the island around them
  '@ladrive/i18n': singleton('^1.0.0'),
  ky: reusable('^2.0.0'),
  // every app's catalogs run on it (@ladrive/i18n/catalogs, bundled per app): the shell's copy serves them all
  '@lingui/core': reusable('^5.0.0'),
  '@ladrive/form-state': reusable('^1.0.0'),
  // Each resolver (`@hookform/resolvers/valibot`) has a package.json of its own, version 1.0.0 whatever the
  // release of @hookform/resolvers (7.x), and that is the version Module Federation compares: asked for ^7, no
  // copy ever matched, so every app downloaded its own.
  '@hookform/resolvers/': reusable('^1.0.0'),
};

/**
 * The shares the shell provides on demand, not in its entry (every other share of the shell is eager: see
 * `defineShellConfig`): react-hook-form's parts, used by forms only pages other than the landing show (the shell's
 * signed-in home, which it loads on demand, and the remotes' forms), so an anonymous visitor on `/` does not
 * download them (12 kB brotli, issue 28). The shell still offers its copy to the remotes: a page downloads one.
 */
export const sharedOnDemandByShell: ReadonlySet<keyof typeof mfShared> = new Set([
  '@ladrive/form-state',
  '@hookform/resolvers/',
]);
