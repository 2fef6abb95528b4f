import { paths } from '@ladrive/contracts/pages';
import { defineRemote } from '@ladrive/platform/remote';

/** mfe-static: help, policies and contact. */
export default defineRemote({
  name: 'mfe_static',
  port: 3005,
  pages: [
    { module: './HelpCenter', file: './src/pages/HelpCenter.tsx', paths: [paths.helpCenter], lang: 'es' },
    { module: './SafetyGuidelines', file: './src/pages/SafetyGuidelines.tsx', paths: [paths.safetyGuidelines] },
    { module: './Contact', file: './src/pages/Contact.tsx', paths: [paths.contact] },
    { module: './TermsOfService', file: './src/pages/TermsOfService.tsx', paths: [paths.termsOfService] },
    { module: './PrivacyPolicy', file: './src/pages/PrivacyPolicy.tsx', paths: [paths.privacyPolicy] },
    { module: './InsurancePolicy', file: './src/pages/InsurancePolicy.tsx', paths: [paths.insurancePolicy] },
  ],
});
