import { defineShellConfig } from '@ladrive/platform/build';

export default defineShellConfig({
  port: Number(process.env.SITE_PORT ?? 3000),
  apiTarget: process.env.API_URL ?? 'http://127.0.0.1:4000',
  html: {
    // lang, favicon and the web app manifest live in the template; public/ holds the files.
    template: './index.html',
    meta: {
      // in the template, first in <head>
      charset: false,
      viewport: false,
      description: 'LA Drive: rent cars from trusted local hosts in Los Angeles, insured up to $1M USD.',
      'theme-color': '#5b3df5',
    },
  },
});
