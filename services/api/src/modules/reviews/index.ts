/** The reviews module's face: a car's reviews and their breakdown, a trip's reviews both ways, and the ratings. */
export { reviewPublicationJob } from './booking-reviews.ts';
export { Review } from './review.entity.ts';
export { countsForCar, refreshRatings } from './review-ratings.ts';
export { reviewReminderEmailJob } from './review-reminder-email.ts';
export { reviewsRoutes } from './reviews.routes.ts';
