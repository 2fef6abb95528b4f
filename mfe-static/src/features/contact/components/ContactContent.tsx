import { paths } from '@ladrive/contracts';
import { Button, Card, media } from '@ladrive/design-system';
import { Link } from '@ladrive/routing';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HoursList } from '../../../components/HoursList';
import { CardGrid, InfoCard } from '../../../components/InfoCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageSection } from '../../../components/PageSection';
import { CONTACT_HOURS, SUPPORT } from '../../../config/support';
import { useT } from '../../../i18n';
import { useSupportClock } from '../../../lib/hours';
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
  const t = useT();
  const clock = useSupportClock();
  const hours = [
    { days: t('contact.hours.weekdays'), hours: t('hours.range', clock.range(CONTACT_HOURS.weekdays)) },
    { days: t('contact.hours.saturday'), hours: t('hours.range', clock.range(CONTACT_HOURS.saturday)) },
    { days: t('contact.hours.sunday'), hours: t('hours.range', clock.range(CONTACT_HOURS.sunday)) },
    { days: t('contact.hours.emergencies'), hours: t('contact.hours.allDay') },
  ];
  return (
    <>
      <PageHeader
        icon="mail"
        title={t('contact.title')}
        lead={t('contact.lead', { hours: SUPPORT.replyWithinHours })}
      />
      <Layout>
        <ContactPanel id="contact-form-heading" title={t('contact.form.title')}>
          <ContactForm />
        </ContactPanel>
        <Aside>
          <ContactPanel id="contact-hours-heading" title={t('contact.hours.title')}>
            <HoursList hours={hours} />
            <Note>{t(clock.zone === 'central' ? 'contact.hours.centralNote' : 'contact.hours.pacificNote')}</Note>
          </ContactPanel>
          <ContactPanel id="contact-help-heading" title={t('contact.help.title')}>
            <p>{t('contact.help.text')}</p>
            <Button as={Link} to={paths.helpCenter} $variant="outline">
              {t('contact.help.action')}
            </Button>
          </ContactPanel>
        </Aside>
      </Layout>
      <PageSection title={t('contact.channels.title')}>
        <CardGrid $min="240px">
          <InfoCard
            icon="phone"
            title={t('contact.phone.title')}
            action={{ label: t('contact.phone.action', { phone: SUPPORT.phone.label }), href: SUPPORT.phone.href }}
          >
            {t('contact.phone.text')}
          </InfoCard>
          <InfoCard
            icon="mail"
            title={t('contact.email.title')}
            action={{ label: t('contact.email.action', { email: SUPPORT.email.label }), href: SUPPORT.email.href }}
          >
            {t('contact.email.text', { hours: SUPPORT.replyWithinHours })}
          </InfoCard>
          <InfoCard icon="chat" title={t('contact.chat.title')}>
            {t('contact.chat.text')}
          </InfoCard>
          <InfoCard icon="mapPin" title={t('contact.office.title')}>
            {t('contact.office.text')}
          </InfoCard>
        </CardGrid>
      </PageSection>
    </>
  );
}
