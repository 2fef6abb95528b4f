/** The favourites module's face: a user's saved cars. */
export { Favourite } from './favourite.entity.ts';
export { favouritesRoutes } from './favourites.routes.ts';
