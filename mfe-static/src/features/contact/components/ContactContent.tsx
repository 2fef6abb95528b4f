import { Button, Card, media } from '@ladrive/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HoursList } from '../../../components/HoursList';
import { CardGrid, InfoCard } from '../../../components/InfoCard';
import { PageHeader } from '../../../components/PageHeader';
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

const FormCard = styled(Card)`
  ${media.md} {
    padding: ${({ theme }) => theme.space(8)};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  h2 {
    font-size: ${({ theme }) => theme.font.sizes.xl};
    margin: 0;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const HelpCenterButton = styled(Button)`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The contact page: the form, the other channels, support hours and a way to the Help Center. */
export function ContactContent() {
  return (
    <>
      <PageHeader
        icon="mail"
        title="Contact Us"
        lead="Questions about a booking, your car listing or your account? Send us a message and our Los Angeles team will get back to you within 24 hours."
      />
      <Layout>
        <FormCard as="section" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us a message</h2>
          <ContactForm />
        </FormCard>
        <Aside aria-labelledby="contact-channels-heading">
          <h2 id="contact-channels-heading">Other ways to reach us</h2>
          <CardGrid $min="220px">
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
              We reply within 24 hours.
            </InfoCard>
            <InfoCard icon="chat" title="Live Chat">
              Chat with us in real time from the chat button in the LA Drive app.
            </InfoCard>
            <InfoCard icon="mapPin" title="Los Angeles Office">
              {SUPPORT.office}. By appointment only.
            </InfoCard>
            <InfoCard icon="clock" title="Support hours">
              <HoursList hours={CONTACT_HOURS} />
              <Note>Central Time (CST). Emergency assistance during trips never closes.</Note>
            </InfoCard>
            <InfoCard icon="book" title="Looking for a quick answer?">
              <p>Most questions about bookings, payments and insurance are answered in our Help Center.</p>
              <HelpCenterButton as={Link} to="/help-center" $variant="outline">
                Visit the Help Center
              </HelpCenterButton>
            </InfoCard>
          </CardGrid>
        </Aside>
      </Layout>
    </>
  );
}
