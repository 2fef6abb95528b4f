import styled from 'styled-components';
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
  if (!useSlotWidget(FEATURED_SLOT)) return null;
  return (
    <Section aria-labelledby="featured-title" $tone="white">
      <SectionInner>
        <FeaturedTitle id="featured-title">Featured Cars</FeaturedTitle>
        <RemoteSlot slot={FEATURED_SLOT} />
      </SectionInner>
    </Section>
  );
}

export function SignedInHome() {
  return (
    <>
      <Hero aria-labelledby="home-title">
        <HeroInner>
          <div>
            <Eyebrow>Los Angeles · peer-to-peer car rental</Eyebrow>
            <HeroTitle id="home-title">Find your perfect car in Los Angeles</HeroTitle>
            <HeroLead>
              Rent from local hosts by the day. Tell us where and when, and we'll show you what's available.
            </HeroLead>
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
