import { reactTestConfig } from '@ladrive/vitest-preset';
import { defineConfig } from 'vitest/config';

export default defineConfig(reactTestConfig);
