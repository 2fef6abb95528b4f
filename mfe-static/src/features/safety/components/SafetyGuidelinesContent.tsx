import { paths } from '@ladrive/contracts';
import { Callout } from '../../../components/Callout';
import { Checklist } from '../../../components/Checklist';
import { CardGrid, InfoCard } from '../../../components/InfoCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageSection } from '../../../components/PageSection';
import { SUPPORT } from '../../../config/support';
import { useT } from '../../../i18n';
import { safetyCommitments, tripChecklists } from '../content/safety-guidelines';

/** Safety Guidelines: the emergency line, how we keep trips safe, and checklists for each stage of a trip. */
export function SafetyGuidelinesContent() {
  const t = useT();
  const emergencyLine = SUPPORT.emergencyPhone.label;
  return (
    <>
      <PageHeader icon="shield" title={t('safety.title')} lead={t('safety.lead')} />

      <Callout
        tone="danger"
        icon="alert"
        title={t('safety.emergency.title')}
        action={{ label: t('safety.emergency.action', { phone: emergencyLine }), href: SUPPORT.emergencyPhone.href }}
      >
        <p>{t('safety.emergency.text', { phone: emergencyLine })}</p>
      </Callout>

      <PageSection title={t('safety.commitments.title')}>
        <CardGrid $min="240px">
          {safetyCommitments(t).map(({ description, ...card }) => (
            <InfoCard key={card.title} {...card}>
              {description}
            </InfoCard>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection title={t('safety.checklists.title')} intro={t('safety.checklists.intro')}>
        <CardGrid $min="280px">
          {tripChecklists(t).map((checklist) => (
            <InfoCard key={checklist.title} icon="check" title={checklist.title}>
              <Checklist items={checklist.items} />
            </InfoCard>
          ))}
        </CardGrid>
      </PageSection>

      <Callout
        icon="chat"
        title={t('safety.report.title')}
        action={{ label: t('safety.report.action'), href: paths.contact }}
      >
        <p>{t('safety.report.text')}</p>
      </Callout>
    </>
  );
}
