/** The health module's face: GET /api/health, the database and the object store. */
export { healthRoutes } from './health.routes.ts';
