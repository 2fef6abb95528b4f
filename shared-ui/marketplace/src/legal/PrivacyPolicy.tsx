import { useT } from './i18n';
import { LegalSections } from './LegalSections';
import { usePrivacyPolicy } from './privacy-policy';

/** The privacy policy text without page chrome, for a dialog titled "Privacy Policy" (h2). */
export function PrivacyPolicyBody() {
  const t = useT();
  const policy = usePrivacyPolicy();
  return (
    <div>
      <p>
        <strong>{t('privacy.lastUpdated', { date: policy.lastUpdated })}</strong>
      </p>
      <p>{policy.summary}</p>
      <LegalSections sections={policy.sections} headingLevel={3} />
    </div>
  );
}
