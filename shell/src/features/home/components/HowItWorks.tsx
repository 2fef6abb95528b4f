import { FREE_CANCELLATION_HOURS } from '@ladrive/contracts';
import { Grid } from '@ladrive/design-system';
import styled from 'styled-components';
import { Section, SectionInner, SectionLead, SectionTitle } from './Section';

const STEPS = [
  { title: 'Create your account', text: "Sign up in minutes and verify your driver's license once." },
  { title: 'Find your car', text: 'Search by location and dates, compare prices, features and reviews.' },
  {
    title: 'Book and pay securely',
    text: `Reserve online. Free cancellation up to ${FREE_CANCELLATION_HOURS} hours before pickup.`,
  },
  { title: 'Pick up and drive', text: 'Meet your host, get the keys and enjoy Los Angeles.' },
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
  return (
    <Section id="how-it-works" aria-labelledby="how-it-works-title" $tone="white">
      <SectionInner>
        <SectionTitle id="how-it-works-title">How It Works</SectionTitle>
        <SectionLead>From search to keys in four simple steps.</SectionLead>
        <StepList as="ol" $min="220px">
          {STEPS.map((step, index) => (
            <Step key={step.title}>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </Step>
          ))}
        </StepList>
      </SectionInner>
    </Section>
  );
}
