import { defineShellConfig } from '@ladrive/shared-ui/build';

export default defineShellConfig({
  port: Number(process.env.SITE_PORT ?? 3000),
  apiTarget: process.env.API_URL ?? 'http://127.0.0.1:4000',
});
