import { ROUTE_MATCH_CASES } from '@ladrive/contracts/page-routes.cases';
import { matchPath } from '@ladrive/routing';

/**
 * The shell's router decides which page a path shows; the site origin and the production proxy decide which
 * page's hints to send with contracts' matchRoute. Run on the same table, they agree.
 */
describe("the shell's router on the route cases", () => {
  it.each(ROUTE_MATCH_CASES)('%s against %s gives %o', (pattern, pathname, params) => {
    const match = matchPath({ path: pattern, caseSensitive: false, end: true }, pathname);
    // a splat's value ('*') is the router's own: remotes.json's routes name no parameter for it
    const { '*': _splat, ...named } = match?.params ?? {};
    expect(match ? named : undefined).toEqual(params);
  });
});
