import { paths } from '@ladrive/contracts';
import { Button, Card, media } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HoursList } from '../../../components/HoursList';
import { CardGrid, InfoCard } from '../../../components/InfoCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageSection } from '../../../components/PageSection';
import { SUPPORT } from '../../../config/support';
import { CONTACT_HOURS } from '../content/contact';
import { ContactForm } from './ContactForm';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Panel = styled(Card).attrs({ as: 'section' })`
  ${media.md} {
    padding: ${({ theme }) => theme.space(8)};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A card of the contact page's top row, titled by an h2. */
function ContactPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

/** The contact page: the form, support hours, a way to the Help Center, and the other channels. */
export function ContactContent() {
  return (
    <>
      <PageHeader
        icon="mail"
        title="Contact Us"
        lead={`Questions about a booking, your car listing or your account? Send us a message and our Los Angeles team will get back to you within ${SUPPORT.replyWithinHours} hours.`}
      />
      <Layout>
        <ContactPanel id="contact-form-heading" title="Send us a message">
          <ContactForm />
        </ContactPanel>
        <Aside>
          <ContactPanel id="contact-hours-heading" title="Support hours">
            <HoursList hours={CONTACT_HOURS} />
            <Note>Central Time (CST). Emergency assistance during trips never closes.</Note>
          </ContactPanel>
          <ContactPanel id="contact-help-heading" title="Looking for a quick answer?">
            <p>Most questions about bookings, payments and insurance are answered in our Help Center.</p>
            <Button as={Link} to={paths.helpCenter} $variant="outline">
              Visit the Help Center
            </Button>
          </ContactPanel>
        </Aside>
      </Layout>
      <PageSection title="Other ways to reach us">
        <CardGrid $min="240px">
          <InfoCard
            icon="phone"
            title="Phone"
            action={{ label: `Call ${SUPPORT.phone.label}`, href: SUPPORT.phone.href }}
          >
            Talk to a support agent during business hours.
          </InfoCard>
          <InfoCard
            icon="mail"
            title="Email"
            action={{ label: `Email ${SUPPORT.email.label}`, href: SUPPORT.email.href }}
          >
            {`We reply within ${SUPPORT.replyWithinHours} hours.`}
          </InfoCard>
          <InfoCard icon="chat" title="Live Chat">
            Chat with us in real time from the chat button in the LA Drive app.
          </InfoCard>
          <InfoCard icon="mapPin" title="Los Angeles Office">
            {SUPPORT.office}. By appointment only.
          </InfoCard>
        </CardGrid>
      </PageSection>
    </>
  );
}
