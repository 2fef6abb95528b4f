import { paths } from '@ladrive/contracts';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { Section, SectionInner, SectionLead, SectionTitle } from './Section';
import { TrustPoints } from './TrustPoints';

const More = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0 0;
  text-align: center;
  a { font-weight: 600; }
`;

export function SafetyAndTrust() {
  const t = useT();
  return (
    <Section aria-labelledby="safety-title">
      <SectionInner>
        <SectionTitle id="safety-title">{t('safety.title')}</SectionTitle>
        <SectionLead>{t('safety.lead')}</SectionLead>
        <TrustPoints />
        <More>
          <Link to={paths.safetyGuidelines}>{t('safety.guidelines')}</Link> ·{' '}
          <Link to={paths.insurancePolicy}>{t('safety.insurance')}</Link>
        </More>
      </SectionInner>
    </Section>
  );
}
