/** The reviews module's face: a car's reviews and their breakdown. */
export { Review } from './review.entity.ts';
export { reviewsRoutes } from './reviews.routes.ts';
