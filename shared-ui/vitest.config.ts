import { defineConfig } from 'vitest/config';
import { reactTestConfig } from './build/vitest-preset.ts';

export default defineConfig(reactTestConfig);
