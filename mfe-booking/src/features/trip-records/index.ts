export { TripRecordsSection } from './components/TripRecordsSection';
export { PendingStoreContext } from './lib/pending-store-context';
