/** The docs module's face: the OpenAPI document generated from the contracts, and its reference page. */
export { docsRoutes } from './docs.routes.ts';
export { ERROR_SCHEMA_NAME, type OpenApiDocument, openApiDocument } from './openapi.ts';
