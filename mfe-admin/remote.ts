import { paths } from '@ladrive/contracts/pages';
import { defineRemote } from '@ladrive/platform/remote';

/** mfe-admin: the administrators' read-only panel. */
export default defineRemote({
  name: 'mfe_admin',
  port: 3004,
  pages: [
    {
      module: './AdminDashboardPage',
      file: './src/pages/AdminDashboardPage.tsx',
      paths: [paths.adminDashboard],
      requiresAuth: true,
    },
  ],
});
