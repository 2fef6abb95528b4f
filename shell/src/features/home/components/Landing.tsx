import { Button, media } from '@ladrive/design-system';
import styled from 'styled-components';
import { useT } from '../../../i18n';
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
  const t = useT();
  return (
    <>
      <Hero aria-labelledby="landing-title">
        <Split>
          <div>
            <Eyebrow>{t('landing.eyebrow')}</Eyebrow>
            <HeroTitle id="landing-title">{t('landing.title')}</HeroTitle>
            <HeroLead>{t('landing.lead')}</HeroLead>
            <Actions>
              <Button as="a" href={SIGN_UP_URL} $size="lg">
                {t('nav.signUp')}
              </Button>
              <Button as="a" href={LOGIN_URL} $variant="outline" $size="lg">
                {t('nav.signIn')}
              </Button>
            </Actions>
          </div>
          <Art>
            <CarIllustration />
            <Chips aria-label={t('landing.highlights')}>
              <li>{t('landing.insured')}</li>
              <li>{t('landing.verifiedHosts')}</li>
              <li>{t('landing.support')}</li>
            </Chips>
          </Art>
        </Split>
      </Hero>
      <Section aria-labelledby="benefits-title">
        <SectionInner>
          <SectionTitle id="benefits-title">{t('landing.whyTitle')}</SectionTitle>
          <SectionLead>{t('landing.whyLead')}</SectionLead>
          <TrustPoints />
        </SectionInner>
      </Section>
      <HowItWorks />
      <HostCallToAction />
    </>
  );
}
