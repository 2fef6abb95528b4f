import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mfShared } from '../src/mf/shared.ts';
import { esModuleTwin, startupLayer } from './rsbuild-preset.ts';

/** Where a shared library's code is read from in this repository. */
const resourceOf = (key: string) => {
  const name = key.replace(/\/$/, '');
  if (name === '@ladrive/shared-state') return '/repo/shared-ui/state/src/index.ts';
  if (name.startsWith('@ladrive/')) return `/repo/shared-ui/${name.slice('@ladrive/'.length)}/src/index.ts`;
  return `/repo/node_modules/.pnpm/${name.replace('/', '+')}@1.0.0/node_modules/${name}/index.js`;
};

describe("the shell's startup chunks", () => {
  // A shared library left out would fall into the app's chunk, which uses it: that chunk would wait on itself.
  it.each(Object.keys(mfShared))('put the shared library %s in a layer of its own', (key) => {
    expect(startupLayer(resourceOf(key))).toBeDefined();
  });

  it('put a library below the libraries that use it', () => {
    const react = '/repo/node_modules/.pnpm/react@19.3.1/node_modules/react';
    const reactDom = '/repo/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom';
    expect(startupLayer(`${react}/cjs/react.production.js`)).toBe(0);
    expect(startupLayer(`${react}/cjs/react-jsx-runtime.production.js`)).toBe(1);
    expect(startupLayer(`${reactDom}/cjs/react-dom.production.js`)).toBe(1);
    expect(startupLayer(`${reactDom}/cjs/react-dom-client.production.js`)).toBe(2);
    expect(startupLayer('/repo/shell/src/bootstrap.tsx')).toBeUndefined();
  });
});

describe("the federation runtime's files", () => {
  const modules = join(mkdtempSync(join(tmpdir(), 'runtime-')), 'node_modules');
  const publish = (file: string) => {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, '');
    return file;
  };
  const runtimeCore = join(modules, '@module-federation/runtime-core/dist');
  const errorCodes = join(modules, '@module-federation/error-codes/dist');

  it('are read from the ES module published next to each CommonJS file', () => {
    const twin = publish(join(runtimeCore, 'core.js'));
    expect(esModuleTwin(publish(join(runtimeCore, 'core.cjs')))).toBe(twin);
    const mjsTwin = publish(join(errorCodes, 'index.mjs'));
    expect(esModuleTwin(publish(join(errorCodes, 'index.cjs')))).toBe(mjsTwin);
  });

  it('stay CommonJS where no ES module is published, and other packages are left alone', () => {
    expect(esModuleTwin(publish(join(runtimeCore, '_virtual/helpers.cjs')))).toBeUndefined();
    publish(join(modules, 'left-alone/dist/index.js'));
    expect(esModuleTwin(publish(join(modules, 'left-alone/dist/index.cjs')))).toBeUndefined();
  });
});
