import { defineConfig } from 'vitest/config';
// shared-ui's package exports do not list the preset, so it is imported from the workspace folder.
import { reactTestConfig } from '../shared-ui/build/vitest-preset.ts';

export default defineConfig(reactTestConfig);
