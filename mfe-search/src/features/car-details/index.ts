export { CarDetails } from './components/CarDetails';
