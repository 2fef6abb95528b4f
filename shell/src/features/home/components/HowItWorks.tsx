import { FREE_CANCELLATION_HOURS } from '@ladrive/contracts';
import { Grid } from '@ladrive/design-system';
import styled from 'styled-components';
import { type ShellMessage, useT } from '../../../i18n';
import { Section, SectionInner, SectionLead, SectionTitle } from './Section';

const STEPS: { title: ShellMessage; text: ShellMessage }[] = [
  { title: 'howItWorks.accountTitle', text: 'howItWorks.accountText' },
  { title: 'howItWorks.findTitle', text: 'howItWorks.findText' },
  { title: 'howItWorks.bookTitle', text: 'howItWorks.bookText' },
  { title: 'howItWorks.driveTitle', text: 'howItWorks.driveText' },
];

const StepList = styled(Grid)`
  padding: 0;
  margin: 0;
`;

const Step = styled.li`
  list-style: none;
  h3 { font-size: ${({ theme }) => theme.font.sizes.lg}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; margin: 0; }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 800;
`;

/** The `#how-it-works` anchor the navigation links to. */
export function HowItWorks() {
  const t = useT();
  return (
    <Section id="how-it-works" aria-labelledby="how-it-works-title" $tone="white">
      <SectionInner>
        <SectionTitle id="how-it-works-title">{t('howItWorks.title')}</SectionTitle>
        <SectionLead>{t('howItWorks.lead')}</SectionLead>
        <StepList as="ol" $min="220px">
          {STEPS.map((step, index) => (
            <Step key={step.title}>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <h3>{t(step.title)}</h3>
              <p>{t(step.text, { hours: FREE_CANCELLATION_HOURS })}</p>
            </Step>
          ))}
        </StepList>
      </SectionInner>
    </Section>
  );
}
