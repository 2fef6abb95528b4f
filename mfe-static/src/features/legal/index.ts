export { LegalDocument } from './components/LegalDocument';
export { TermsOfServiceDocument } from './components/TermsOfServiceDocument';
