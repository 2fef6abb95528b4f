import { defineRemote } from '@ladrive/shared-ui/remote';

/** mfe-static: help, policies and contact. */
export default defineRemote({
  name: 'mfe_static',
  port: 3005,
  pages: [
    { module: './HelpCenter', file: './src/pages/HelpCenter.tsx', paths: ['/help-center'], lang: 'es' },
    { module: './SafetyGuidelines', file: './src/pages/SafetyGuidelines.tsx', paths: ['/safety-guidelines'] },
    { module: './Contact', file: './src/pages/Contact.tsx', paths: ['/contact'] },
    { module: './TermsOfService', file: './src/pages/TermsOfService.tsx', paths: ['/terms-of-service'] },
    { module: './PrivacyPolicy', file: './src/pages/PrivacyPolicy.tsx', paths: ['/privacy-policy'] },
    { module: './InsurancePolicy', file: './src/pages/InsurancePolicy.tsx', paths: ['/insurance-policy'] },
  ],
});
