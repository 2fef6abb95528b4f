import { reactTestConfig } from '@ladrive/shared-ui/vitest-preset';
import { defineConfig } from 'vitest/config';

export default defineConfig(reactTestConfig);
