import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

// A section off the first screen is not laid out or painted until it nears it (issue 28: blocking time); it stays
// in the page, findable and read by assistive technology; its height is estimated until then, and remembered after.
// It clips what it paints to its box, so the box reaches a gutter past its content (the cards' shadows, focus rings),
// taken back from its margins: the content sits where it did.
const Section = styled.section`
  --gutter: ${({ theme }) => theme.space(2)};
  content-visibility: auto;
  contain-intrinsic-size: auto 40rem;
  padding: var(--gutter);
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
