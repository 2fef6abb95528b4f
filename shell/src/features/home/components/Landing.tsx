import { Button, media } from '@ladrive/design-system';
import styled from 'styled-components';
import { LOGIN_URL, SIGN_UP_URL } from '../../navigation';
import { CarIllustration } from './CarIllustration';
import { Eyebrow, Hero, HeroInner, HeroLead, HeroTitle } from './Hero';
import { HostCallToAction } from './HostCallToAction';
import { HowItWorks } from './HowItWorks';
import { Section, SectionInner, SectionLead, SectionTitle } from './Section';
import { TrustPoints } from './TrustPoints';

const Split = styled(HeroInner)`
  ${media.md} { grid-template-columns: 1.2fr 1fr; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Art = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  svg { width: 100%; height: auto; }
`;

const Chips = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  li {
    padding: 0.25rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandHover};
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

/** What signed-out visitors see at `/`. */
export function Landing() {
  return (
    <>
      <Hero aria-labelledby="landing-title">
        <Split>
          <div>
            <Eyebrow>Car sharing in Los Angeles</Eyebrow>
            <HeroTitle id="landing-title">Rent cars from locals across LA</HeroTitle>
            <HeroLead>
              Skip the rental counter. Book economy, SUV, electric and luxury cars from verified hosts near you, with
              insurance included on every trip.
            </HeroLead>
            <Actions>
              <Button as="a" href={SIGN_UP_URL} $size="lg">
                Sign Up
              </Button>
              <Button as="a" href={LOGIN_URL} $variant="outline" $size="lg">
                Sign In
              </Button>
            </Actions>
          </div>
          <Art>
            <CarIllustration />
            <Chips aria-label="Highlights">
              <li>Insured up to $1M</li>
              <li>Verified hosts</li>
              <li>24/7 support</li>
            </Chips>
          </Art>
        </Split>
      </Hero>
      <Section aria-labelledby="benefits-title">
        <SectionInner>
          <SectionTitle id="benefits-title">Why LA Drive</SectionTitle>
          <SectionLead>
            Renting from a neighbor should feel as safe as renting from a counter, only friendlier.
          </SectionLead>
          <TrustPoints />
        </SectionInner>
      </Section>
      <HowItWorks />
      <HostCallToAction />
    </>
  );
}
