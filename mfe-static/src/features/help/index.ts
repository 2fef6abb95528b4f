export { HelpCenterContent } from './components/HelpCenterContent';
