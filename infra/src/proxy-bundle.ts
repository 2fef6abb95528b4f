/**
 * The production proxy's route code: services/contracts/src/page-routes.ts (matching a path to the route that draws
 * it, its data reads and image) and shared-ui/platform/src/mf/canary.ts (a visitor's canary bucket) bundled for njs, nginx's JavaScript, into infra/production/proxy/page-routes.js,
 * which shell.js imports. The same code then decides the page's hints locally (site-page.ts) and in production,
 * instead of a port kept by hand.
 *
 * njs 0.7 (Debian bookworm's libnginx-mod-http-js; the proxy image's nginx 1.29 has a later one) parses ES5 plus
 * arrow functions, template literals and `export default` only: no destructuring, default parameters, spread,
 * optional chaining, for…of or classes. So Rspack (through Rsbuild, already the apps' bundler) lowers the syntax
 * to ES5 with SWC and concatenates the modules into one `export default`, with no runtime. The library is not
 * lowered: page-routes.ts keeps to what njs has.
 *
 * The bundle is checked in, so the proxy image builds from the repository alone (its Dockerfile copies it);
 * proxy-page-routes.test.ts fails when it is stale. `pnpm --filter infra build:proxy` rewrites it.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Rspack, rspack } from '@rsbuild/core';

const proxyDir = fileURLToPath(new URL('../production/proxy/', import.meta.url));
export const PAGE_ROUTES_BUNDLE = join(proxyDir, 'page-routes.js');
const ENTRY = join(proxyDir, 'page-routes.ts');

const HEADER = `// Generated from services/contracts/src/page-routes.ts and shared-ui/platform/src/mf/canary.ts by
// \`pnpm --filter infra build:proxy\` (infra/src/proxy-bundle.ts): do not edit. njs imports it into shell.js.
`;

/** The bundle's text, built from the working tree. */
export async function bundlePageRoutes(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'ladrive-proxy-bundle-'));
  try {
    const compiler = rspack({
      mode: 'production',
      context: proxyDir,
      entry: ENTRY,
      target: ['web', 'es5'],
      devtool: false,
      output: { path: out, filename: 'page-routes.js', module: true, library: { type: 'modern-module' } },
      // readable, with the source's comments: a reviewer reads what the proxy runs
      optimization: { minimize: false, concatenateModules: true },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            loader: 'builtin:swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es5' } },
          },
        ],
      },
    });
    const stats = await new Promise<Rspack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
    const code = (await readFile(join(out, 'page-routes.js'), 'utf8')).trim();
    if (!code.endsWith('export default page_routes;')) {
      throw new Error('The bundle does not end in the one `export default` njs imports');
    }
    return `${HEADER}${code}\n`;
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await writeFile(PAGE_ROUTES_BUNDLE, await bundlePageRoutes());
  console.log(`wrote ${PAGE_ROUTES_BUNDLE}`);
}
