export { LegalDocument } from './components/LegalDocument';
export { termsOfService } from './content/terms-of-service';
