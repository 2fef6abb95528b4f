// @vitest-environment node
// (a test of the build preset, which runs in Node: jsdom lacks the web streams its dependencies load)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { esModuleTwin, productionTwin } from './rsbuild-preset.ts';

const modules = join(mkdtempSync(join(tmpdir(), 'twins-')), 'node_modules');
const publish = (file: string) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, '');
  return file;
};

describe("the federation runtime's files", () => {
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

describe("react-router's files", () => {
  const dist = join(modules, 'react-router/dist');

  it('are read from its production build, file for file', () => {
    const twin = publish(join(dist, 'production/index.mjs'));
    expect(productionTwin(publish(join(dist, 'development/index.mjs')))).toBe(twin);
  });

  it('stay in the development build where the production build has no such file, and other packages are left alone', () => {
    expect(productionTwin(publish(join(dist, 'development/chunk-ONLYDEV.mjs')))).toBeUndefined();
    publish(join(modules, 'left-alone/dist/production/index.mjs'));
    expect(productionTwin(publish(join(modules, 'left-alone/dist/development/index.mjs')))).toBeUndefined();
  });
});
