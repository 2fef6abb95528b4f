/** The cars module's face: car search and reads, listing and editing a car, and a host's public profile. */
export { Car } from './car.entity.ts';
export { carAvailabilityRoutes } from './car-availability.routes.ts';
export { holdsItsDates } from './car-availability.ts';
export { CarBlock } from './car-block.entity.ts';
export { tripRulesOf } from './car-calendar.ts';
export {
  CAR_DATE_CLAIM_MESSAGE,
  CAR_DATE_CLAIM_NO_OVERLAP,
  CarDateClaim,
  dateClaimTriggerBody,
} from './car-date-claim.entity.ts';
export { carListingRoutes } from './car-listing.routes.ts';
export { carsRoutes, publicCarRoutes } from './cars.routes.ts';
export {
  CAR_COLUMNS,
  carDetailQuery,
  carExists,
  datesTaken,
  likeContains,
  searchQueries,
  toCar,
} from './cars.service.ts';
export { hostProfileRoutes } from './host-profile.routes.ts';
