export { LegalDocument } from './components/LegalDocument';
export { PrivacyPolicyBody } from './components/PrivacyPolicyBody';
export { privacyPolicy } from './content/privacy-policy';
export { termsOfService } from './content/terms-of-service';
