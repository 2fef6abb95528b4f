import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';

/**
 * The federation runtime as the site runs it, with the fix patched into @module-federation/runtime-core
 * (shared-ui/platform/patches, decision 0054): without it, every shared library a page consumed registered every
 * share again, each time with a hook call, so the start-up's cost grew with the square of the shares.
 */
function federation(name: string) {
  const registered: string[] = [];
  const library = (version: string) => ({
    version,
    lib: () => ({ version }),
    shareConfig: { singleton: false, requiredVersion: `^${version}` },
  });
  const instance = createInstance({
    name,
    remotes: [],
    shared: { react: library('19.3.1'), zustand: library('5.1.0'), ky: library('2.1.0') },
    plugins: [
      {
        name: 'count-registrations',
        afterRegisterShare(args) {
          registered.push(args.pkgName);
          return args;
        },
      },
    ],
  });
  return { instance, registered };
}

describe('the shared libraries of the federation', () => {
  it('are registered once, however many of them a page consumes', () => {
    const { instance, registered } = federation('share-registration-once');
    instance.loadShareSync('react');
    const afterFirst = registered.length;

    for (const name of ['react', 'zustand', 'ky', 'zustand', 'react', 'ky']) {
      expect((instance.loadShareSync(name) as () => { version: string })().version).toBeTruthy();
    }

    expect(registered).toHaveLength(afterFirst);
  });

  it('register a version added later before the next one is consumed', () => {
    const { instance } = federation('share-registration-later');
    instance.loadShareSync('react');

    instance.registerShared({ react: { version: '20.0.0', lib: () => ({ version: '20.0.0' }) } });
    instance.loadShareSync('zustand');

    expect(Object.keys(instance.shareScopeMap.default?.react ?? {})).toEqual(
      expect.arrayContaining(['19.3.1', '20.0.0']),
    );
  });
});
