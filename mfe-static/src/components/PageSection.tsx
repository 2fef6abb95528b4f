import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(12)};
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
