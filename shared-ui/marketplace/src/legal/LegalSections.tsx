import { Link } from '@ladrive/routing';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LegalBlock, LegalSection } from './types';

/** Site paths go through the router (no page reload); tel:, mailto: and #fragment links stay plain. */
function LegalLinkItem({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith('/') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}

const Section = styled.section`
  scroll-margin-top: ${({ theme }) => theme.space(24)};
  & + & {
    margin-top: ${({ theme }) => theme.space(8)};
    padding-top: ${({ theme }) => theme.space(8)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2,
  h3 {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
  ul {
    margin: 0 0 1em;
    padding-left: 1.25rem;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  p:last-child,
  ul:last-child {
    margin-bottom: 0;
  }
`;

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul>
      {block.links.map((link) => (
        <li key={link.href}>
          <LegalLinkItem href={link.href}>{link.label}</LegalLinkItem>
        </li>
      ))}
    </ul>
  );
}

export interface LegalSectionsProps {
  sections: readonly LegalSection[];
  /** 2 on a page under its h1; 3 inside a dialog whose title is an h2. */
  headingLevel?: 2 | 3;
}

/** The numbered sections of a legal document; each is the target of its `#id` anchor. */
export function LegalSections({ sections, headingLevel = 2 }: LegalSectionsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return sections.map((section, index) => (
    <Section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
      <Heading id={`${section.id}-heading`}>{`${index + 1}. ${section.title}`}</Heading>
      {section.blocks.map((block, blockIndex) => (
        <Block key={blockIndex} block={block} />
      ))}
    </Section>
  ));
}
