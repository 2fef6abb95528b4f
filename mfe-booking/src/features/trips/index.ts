export { TripScreen } from './components/TripScreen';
