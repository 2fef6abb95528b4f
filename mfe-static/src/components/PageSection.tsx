import { drawnNearScreen } from '@ladrive/design-system';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

// A section off the first screen is drawn as it nears it (drawnNearScreen); its margins keep the gutter.
const Section = styled.section`
  ${drawnNearScreen('40rem')}
  margin: calc(${({ theme }) => theme.space(12)} - var(--gutter)) calc(-1 * var(--gutter)) calc(-1 * var(--gutter));
  scroll-margin-top: ${({ theme }) => theme.space(24)};
  h2 {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
`;

const Intro = styled.p`
  max-width: 46rem;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

export interface PageSectionProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled region of a page (h2), announced as a landmark by its heading. */
export function PageSection({ title, intro, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Section>
  );
}
