import { renderStandalone } from '@ladrive/shared-ui';
import Contact from './pages/Contact';
import HelpCenter from './pages/HelpCenter';
import InsurancePolicy from './pages/InsurancePolicy';
import PrivacyPolicy from './pages/PrivacyPolicy';
import SafetyGuidelines from './pages/SafetyGuidelines';
import TermsOfService from './pages/TermsOfService';

// Standalone dev entry: the pages inside the providers the shell would give them.
renderStandalone({
  '/help-center': HelpCenter,
  '/safety-guidelines': SafetyGuidelines,
  '/contact': Contact,
  '/terms-of-service': TermsOfService,
  '/privacy-policy': PrivacyPolicy,
  '/insurance-policy': InsurancePolicy,
  '/': HelpCenter,
});
