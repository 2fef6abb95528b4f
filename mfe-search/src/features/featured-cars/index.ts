export { FeaturedCarsGrid } from './components/FeaturedCarsGrid';
