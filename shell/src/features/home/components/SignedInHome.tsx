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

/**
 * The search form spans the hero's width below the words; the words are centred over it, so the hero has no empty
 * half beside a left-aligned heading.
 */
const Intro = styled.div`
  text-align: center;
  > * { margin-inline: auto; }
`;

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
          <Intro>
            <Eyebrow>{t('home.eyebrow')}</Eyebrow>
            <HeroTitle id="home-title">{t('home.heading')}</HeroTitle>
            <HeroLead>{t('home.lead')}</HeroLead>
          </Intro>
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
