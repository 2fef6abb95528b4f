import { LegalSections } from './LegalSections';
import { privacyPolicy } from './privacy-policy';

/** The privacy policy text without page chrome, for a dialog titled "Privacy Policy" (h2). */
export function PrivacyPolicyBody() {
  return (
    <div>
      <p>
        <strong>Last updated: {privacyPolicy.lastUpdated}</strong>
      </p>
      <p>{privacyPolicy.summary}</p>
      <LegalSections sections={privacyPolicy.sections} headingLevel={3} />
    </div>
  );
}
