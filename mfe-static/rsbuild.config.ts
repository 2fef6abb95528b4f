import { defineRemoteConfig } from '@ladrive/shared-ui/build';

export default defineRemoteConfig({
  name: 'mfe_static',
  port: 3005,
  exposes: {
    './HelpCenter': './src/pages/HelpCenter.tsx',
  },
});
