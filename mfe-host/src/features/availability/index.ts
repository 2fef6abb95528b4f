/** A car's calendar for its host: blocked days and trip rules (GET/PUT /api/cars/:id/availability). */
export { AvailabilityDialog } from './components/AvailabilityDialog';
