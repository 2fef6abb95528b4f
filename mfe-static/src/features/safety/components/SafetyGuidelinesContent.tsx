import { paths } from '@ladrive/contracts';
import { Callout } from '../../../components/Callout';
import { Checklist } from '../../../components/Checklist';
import { CardGrid, InfoCard } from '../../../components/InfoCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageSection } from '../../../components/PageSection';
import { SUPPORT } from '../../../config/support';
import { SAFETY_COMMITMENTS, TRIP_CHECKLISTS } from '../content/safety-guidelines';

/** Safety Guidelines: the emergency line, how we keep trips safe, and checklists for each stage of a trip. */
export function SafetyGuidelinesContent() {
  return (
    <>
      <PageHeader
        icon="shield"
        title="Safety Guidelines"
        lead="Your safety comes first on every LA Drive trip. Here is how we protect renters and hosts, and what you can do before, during and after your trip."
      />

      <Callout
        tone="danger"
        icon="alert"
        title="In an emergency, call 911 first"
        action={{ label: `Call ${SUPPORT.emergencyPhone.label}`, href: SUPPORT.emergencyPhone.href }}
      >
        <p>
          If anyone is hurt or in danger, call 911 immediately. Once everyone is safe, call the LA Drive 24/7 emergency
          line at {SUPPORT.emergencyPhone.label} so we can help with towing, a replacement car and your claim.
        </p>
      </Callout>

      <PageSection title="How we keep every trip safe">
        <CardGrid $min="240px">
          {SAFETY_COMMITMENTS.map(({ description, ...card }) => (
            <InfoCard key={card.title} {...card}>
              {description}
            </InfoCard>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection title="Trip safety checklists" intro="Follow these steps at every stage of your trip.">
        <CardGrid $min="280px">
          {TRIP_CHECKLISTS.map((checklist) => (
            <InfoCard key={checklist.title} icon="check" title={checklist.title}>
              <Checklist items={checklist.items} />
            </InfoCard>
          ))}
        </CardGrid>
      </PageSection>

      <Callout
        icon="chat"
        title="See something unsafe?"
        action={{ label: 'Report a safety concern', href: paths.contact }}
      >
        <p>Tell us about an unsafe car, host or renter. Our trust and safety team reviews every report.</p>
      </Callout>
    </>
  );
}
