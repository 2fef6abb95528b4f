export { InsurancePolicyContent } from './components/InsurancePolicyContent';
