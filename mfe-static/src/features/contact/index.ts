export { ContactContent } from './components/ContactContent';
