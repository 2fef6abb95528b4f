import { paths } from '@ladrive/contracts';
import { useMemo, useState } from 'react';
import { Callout } from '../../../components/Callout';
import { HoursList } from '../../../components/HoursList';
import { CardGrid, InfoCard } from '../../../components/InfoCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageSection } from '../../../components/PageSection';
import { StepList } from '../../../components/StepList';
import { HELP_CENTER_HOURS, SUPPORT } from '../../../config/support';
import { useT } from '../../../i18n';
import { useSupportClock } from '../../../lib/hours';
import { helpCenterTexts } from '../content/help-center';
import { searchHelp } from '../lib/search-help';
import { FaqList } from './FaqList';
import { HelpSearch } from './HelpSearch';

/** The Help Center (Spanish in the spec): search over FAQ and articles, guides, and the support channels. */
export function HelpCenterContent() {
  const t = useT();
  const clock = useSupportClock();
  const [query, setQuery] = useState('');
  const texts = useMemo(() => helpCenterTexts(t), [t]);
  const results = useMemo(() => searchHelp(query, texts.faqCategories, texts.articles), [query, texts]);
  const searching = query.trim() !== '';
  const hoursRange = clock.zone === 'central' ? 'hours.centralRange' : 'hours.pacificRange';
  const hours = [
    { days: t('help.hours.weekdays'), hours: t(hoursRange, clock.range(HELP_CENTER_HOURS.weekdays)) },
    { days: t('help.hours.weekends'), hours: t(hoursRange, clock.range(HELP_CENTER_HOURS.weekends)) },
  ];

  return (
    <>
      <PageHeader icon="search" title={t('help.title')} lead={t('help.lead')}>
        <HelpSearch query={query} onQueryChange={setQuery} resultCount={results.count} />
      </PageHeader>

      {results.categories.length > 0 && (
        <PageSection title={t('help.faq.title')}>
          <FaqList categories={results.categories} expanded={searching} />
        </PageSection>
      )}

      {results.articles.length > 0 && (
        <PageSection title={t('help.articles.title')}>
          <CardGrid>
            {results.articles.map((article) => (
              <InfoCard key={article.title} icon={article.icon} title={article.title} action={article.link}>
                {article.summary}
              </InfoCard>
            ))}
          </CardGrid>
        </PageSection>
      )}

      <PageSection title={t('help.guides.title')} intro={t('help.guides.intro')}>
        <CardGrid $min="min(100%, 420px)">
          {texts.guides.map((guide) => (
            <InfoCard key={guide.title} icon={guide.icon} title={guide.title}>
              <StepList steps={guide.steps} />
            </InfoCard>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection title={t('help.channels.title')} intro={t('help.channels.intro')}>
        <CardGrid $min="240px">
          <InfoCard icon="chat" title={t('help.chat.title')}>
            {t('help.chat.text')}
          </InfoCard>
          <InfoCard
            icon="phone"
            title={t('help.phone.title')}
            action={{ label: t('help.phone.action', { phone: SUPPORT.phone.label }), href: SUPPORT.phone.href }}
          >
            {t('help.phone.text')}
          </InfoCard>
          <InfoCard
            icon="mail"
            title={t('help.email.title')}
            action={{ label: t('help.email.action', { email: SUPPORT.email.label }), href: SUPPORT.email.href }}
          >
            {t('help.email.text', { hours: SUPPORT.replyWithinHours })}
          </InfoCard>
          <InfoCard icon="clock" title={t('help.hours.title')}>
            <HoursList hours={hours} />
          </InfoCard>
        </CardGrid>
      </PageSection>

      <Callout icon="chat" title={t('help.more.title')} action={{ label: t('help.more.action'), href: paths.contact }}>
        <p>{t('help.more.text', { hours: SUPPORT.replyWithinHours })}</p>
      </Callout>
    </>
  );
}
