import { paths } from '@ladrive/contracts';
import { Link } from '@ladrive/routing';
import styled from 'styled-components';
import { Section, SectionInner, SectionLead, SectionTitle } from './Section';
import { TrustPoints } from './TrustPoints';

const More = styled.p`
  margin: ${({ theme }) => theme.space(8)} 0 0;
  text-align: center;
  a { font-weight: 600; }
`;

export function SafetyAndTrust() {
  return (
    <Section aria-labelledby="safety-title">
      <SectionInner>
        <SectionTitle id="safety-title">Safety and trust</SectionTitle>
        <SectionLead>Your safety comes first, on every trip and every booking.</SectionLead>
        <TrustPoints />
        <More>
          <Link to={paths.safetyGuidelines}>Read our safety guidelines</Link> ·{' '}
          <Link to={paths.insurancePolicy}>See the insurance policy</Link>
        </More>
      </SectionInner>
    </Section>
  );
}
