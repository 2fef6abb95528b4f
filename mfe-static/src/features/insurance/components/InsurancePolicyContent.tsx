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
import { CLAIM_STEPS, COVERAGES, EXCLUSIONS } from '../content/insurance-policy';

/** Insurance Policy: what every trip covers, the optional trip insurance, exclusions and the claims process. */
export function InsurancePolicyContent() {
  return (
    <>
      <PageHeader
        icon="shield"
        title="Insurance Policy"
        lead={`Every LA Drive trip is insured, with up to ${formatWholeUSD(COVERAGE.liabilityUSD)} in liability coverage. Here is what is covered, what is not, and how to make a claim.`}
      />

      <PageSection title="Coverage included with every trip">
        <CardGrid $min="240px">
          {COVERAGES.map(({ description, ...coverage }) => (
            <InfoCard key={coverage.title} {...coverage}>
              {description}
            </InfoCard>
          ))}
        </CardGrid>
      </PageSection>

      <Callout icon="shield" title="Optional trip insurance">
        <p>
          Renters can add trip insurance when they book for{' '}
          <strong>{formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents')} per day</strong>. It adds extra protection on top
          of the coverage included with every trip, and shows as its own line in the booking total.
        </p>
      </Callout>

      <PageSection title="Exclusions" intro="Coverage does not apply to losses caused by:">
        <Card>
          <Checklist kind="exclude" items={EXCLUSIONS} />
        </Card>
      </PageSection>

      <PageSection title="How to file a claim" intro="Four steps from incident to payment.">
        <Card>
          <StepList steps={CLAIM_STEPS} />
        </Card>
      </PageSection>

      <Callout
        icon="phone"
        title="Need to report an incident?"
        action={{ label: `Email ${SUPPORT.claimsEmail.label}`, href: SUPPORT.claimsEmail.href }}
      >
        <p>
          Our claims team is reachable 24/7 at {SUPPORT.emergencyPhone.label}. Have your booking details and photos of
          the damage ready.
        </p>
      </Callout>
    </>
  );
}
