export { CarSearch } from './components/CarSearch';
