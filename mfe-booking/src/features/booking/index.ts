export { BookingScreen, type BookingScreenProps } from './components/BookingScreen';
