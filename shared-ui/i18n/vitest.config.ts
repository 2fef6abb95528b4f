// Typings of the jest-dom matchers the setup file registers.
import type {} from '@testing-library/jest-dom/vitest';
import { defineConfig } from 'vitest/config';
import { compiledCatalogs } from './build/compile-catalog.ts';

// Not the shared preset: the preset imports this package's catalog compiler.
export default defineConfig({
  plugins: [compiledCatalogs()],
  test: { environment: 'jsdom', globals: true, setupFiles: ['@testing-library/jest-dom/vitest'] },
});
