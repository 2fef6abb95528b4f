export { SafetyGuidelinesContent } from './components/SafetyGuidelinesContent';
