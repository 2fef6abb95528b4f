import styled from 'styled-components';
import { useT } from '../../../i18n';
import { RemoteSlot, useSlotWidget } from '../../remotes';
import { CategoryTiles } from './CategoryTiles';
import { Eyebrow, Hero, HeroInner, HeroLead, HeroTitle } from './Hero';
import { HostCallToAction } from './HostCallToAction';
import { HowItWorks } from './HowItWorks';
import { SafetyAndTrust } from './SafetyAndTrust';
import { SearchForm } from './SearchForm';
import { Section, SectionInner, SectionTitle } from './Section';

const FEATURED_SLOT = 'home.featuredCars';

const FeaturedTitle = styled(SectionTitle)`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

/** Only rendered when some remote lends the featured-cars widget. */
function FeaturedCars() {
  const t = useT();
  if (!useSlotWidget(FEATURED_SLOT)) return null;
  return (
    <Section aria-labelledby="featured-title" $tone="white">
      <SectionInner>
        <FeaturedTitle id="featured-title">{t('home.featuredCars')}</FeaturedTitle>
        <RemoteSlot slot={FEATURED_SLOT} />
      </SectionInner>
    </Section>
  );
}

export function SignedInHome() {
  const t = useT();
  return (
    <>
      <Hero aria-labelledby="home-title">
        <HeroInner>
          <div>
            <Eyebrow>{t('home.eyebrow')}</Eyebrow>
            <HeroTitle id="home-title">{t('home.heading')}</HeroTitle>
            <HeroLead>{t('home.lead')}</HeroLead>
          </div>
          <SearchForm />
        </HeroInner>
      </Hero>
      <CategoryTiles />
      <FeaturedCars />
      <HowItWorks />
      <SafetyAndTrust />
      <HostCallToAction />
    </>
  );
}
