import { paths } from '@ladrive/contracts';
import { useMemo, useState } from 'react';
import { Callout } from '../../../components/Callout';
import { HoursList } from '../../../components/HoursList';
import { CardGrid, InfoCard } from '../../../components/InfoCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageSection } from '../../../components/PageSection';
import { StepList } from '../../../components/StepList';
import { SUPPORT } from '../../../config/support';
import { FAQ_CATEGORIES, POPULAR_ARTICLES, QUICK_START_GUIDES, SUPPORT_HOURS_ES } from '../content/help-center';
import { searchHelp } from '../lib/search-help';
import { FaqList } from './FaqList';
import { HelpSearch } from './HelpSearch';

/** The Help Center (Spanish): search over FAQ and articles, guides, and the support channels. */
export function HelpCenterContent() {
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchHelp(query, FAQ_CATEGORIES, POPULAR_ARTICLES), [query]);
  const searching = query.trim() !== '';

  return (
    <>
      <PageHeader
        icon="search"
        title="Centro de Ayuda"
        lead="¿Cómo podemos ayudarte? Busca respuestas sobre reservaciones, pagos, anfitriones y seguridad."
      >
        <HelpSearch query={query} onQueryChange={setQuery} resultCount={results.count} />
      </PageHeader>

      {results.categories.length > 0 && (
        <PageSection title="Preguntas frecuentes">
          <FaqList categories={results.categories} expanded={searching} />
        </PageSection>
      )}

      {results.articles.length > 0 && (
        <PageSection title="Artículos populares">
          <CardGrid>
            {results.articles.map((article) => (
              <InfoCard key={article.title} icon={article.icon} title={article.title} action={article.link}>
                {article.summary}
              </InfoCard>
            ))}
          </CardGrid>
        </PageSection>
      )}

      <PageSection
        title="Guías de inicio rápido"
        intro="Todo lo que necesitas para tu primer viaje o tu primer anuncio."
      >
        <CardGrid $min="min(100%, 420px)">
          {QUICK_START_GUIDES.map((guide) => (
            <InfoCard key={guide.title} icon={guide.icon} title={guide.title}>
              <StepList steps={guide.steps} />
            </InfoCard>
          ))}
        </CardGrid>
      </PageSection>

      <PageSection title="Habla con nosotros" intro="Nuestro equipo de soporte te atiende en español y en inglés.">
        <CardGrid $min="240px">
          <InfoCard icon="chat" title="Chat en vivo">
            Habla con un agente en tiempo real desde el botón de chat de la app. Respuesta promedio: 2 minutos.
          </InfoCard>
          <InfoCard
            icon="phone"
            title="Teléfono"
            action={{ label: `Llamar al ${SUPPORT.phone.label}`, href: SUPPORT.phone.href }}
          >
            Atención personalizada para reservaciones, pagos y emergencias.
          </InfoCard>
          <InfoCard
            icon="mail"
            title="Correo electrónico"
            action={{ label: `Escribir a ${SUPPORT.email.label}`, href: SUPPORT.email.href }}
          >
            {`Te respondemos en menos de ${SUPPORT.replyWithinHours} horas.`}
          </InfoCard>
          <InfoCard icon="clock" title="Horario de atención">
            <HoursList hours={SUPPORT_HOURS_ES} />
          </InfoCard>
        </CardGrid>
      </PageSection>

      <Callout
        icon="chat"
        title="¿No encontraste lo que buscabas?"
        action={{ label: 'Contáctanos', href: paths.contact }}
      >
        <p>{`Envíanos un mensaje y te responderemos en ${SUPPORT.replyWithinHours} horas.`}</p>
      </Callout>
    </>
  );
}
