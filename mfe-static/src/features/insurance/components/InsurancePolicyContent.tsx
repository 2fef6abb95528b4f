import { formatWholeUSD, INSURANCE_CENTS_PER_DAY } from '@ladrive/contracts';
import { Card } from '@ladrive/design-system';
import { Callout } from '../../../components/Callout';
import { Checklist } from '../../../components/Checklist';
import { CardGrid, InfoCard } from '../../../components/InfoCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageSection } from '../../../components/PageSection';
import { StepList } from '../../../components/StepList';
import { COVERAGE } from '../../../config/insurance';
import { SUPPORT } from '../../../config/support';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';
import { claimSteps, coverages, exclusions } from '../content/insurance-policy';

/** Insurance Policy: what every trip covers, the optional trip insurance, exclusions and the claims process. */
export function InsurancePolicyContent() {
  const t = useT();
  return (
    <>
      <PageHeader
        icon="shield"
        title={t('insurance.title')}
        lead={t('insurance.lead', { liability: formatWholeUSD(COVERAGE.liabilityUSD) })}
      />

      <PageSection title={t('insurance.coverages.title')}>
        <CardGrid $min="240px">
          {coverages(t).map(({ description, ...coverage }) => (
            <InfoCard key={coverage.title} {...coverage}>
              {description}
            </InfoCard>
          ))}
        </CardGrid>
      </PageSection>

      <Callout icon="shield" title={t('insurance.optional.title')}>
        <p>
          <T
            id="insurance.optional.text"
            values={{ amount: formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents') }}
            components={[<strong key="perDay" />]}
          />
        </p>
      </Callout>

      <PageSection title={t('insurance.exclusions.title')} intro={t('insurance.exclusions.intro')}>
        <Card>
          <Checklist kind="exclude" items={exclusions(t)} />
        </Card>
      </PageSection>

      <PageSection title={t('insurance.claims.title')} intro={t('insurance.claims.intro')}>
        <Card>
          <StepList steps={claimSteps(t)} />
        </Card>
      </PageSection>

      <Callout
        icon="phone"
        title={t('insurance.incident.title')}
        action={{
          label: t('insurance.incident.action', { email: SUPPORT.claimsEmail.label }),
          href: SUPPORT.claimsEmail.href,
        }}
      >
        <p>{t('insurance.incident.text', { phone: SUPPORT.emergencyPhone.label })}</p>
      </Callout>
    </>
  );
}
