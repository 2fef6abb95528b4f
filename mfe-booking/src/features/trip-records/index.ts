export { TripRecordsSection } from './components/TripRecordsSection';
