/** The places module's face: the gazetteer behind place search, suggestions and a listed car's position. */
export { type Place, resolvePlace } from './gazetteer.ts';
export { placesRoutes } from './places.routes.ts';
export { placeOrRefuse, positionOfAddress } from './places.service.ts';
