import { defineRemoteConfig } from '@ladrive/shared-ui/build';

export default defineRemoteConfig({
  name: 'mfe_static',
  port: 3005,
  exposes: {
    './HelpCenter': './src/pages/HelpCenter.tsx',
    './SafetyGuidelines': './src/pages/SafetyGuidelines.tsx',
    './Contact': './src/pages/Contact.tsx',
    './TermsOfService': './src/pages/TermsOfService.tsx',
    './PrivacyPolicy': './src/pages/PrivacyPolicy.tsx',
    './InsurancePolicy': './src/pages/InsurancePolicy.tsx',
  },
});
