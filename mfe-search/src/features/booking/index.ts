export { BookingCard } from './components/BookingCard';
