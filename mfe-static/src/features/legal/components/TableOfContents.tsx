import styled from 'styled-components';
import { useT } from '../../../i18n';
import type { LegalSection } from '../content/types';

const Nav = styled.nav`
  h2 {
    font-size: ${({ theme }) => theme.font.sizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ol {
    margin: 0;
    padding-left: 1.5rem;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  li::marker {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(1)} 0;
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/**
 * Links to each section's anchor. Plain `href="#id"` links: the browser scrolls and moves focus
 * to the section, and the shell's router sees only a hash change on the same page.
 */
export function TableOfContents({ sections }: { sections: readonly LegalSection[] }) {
  const t = useT();
  return (
    <Nav aria-labelledby="table-of-contents-heading">
      <h2 id="table-of-contents-heading">{t('legal.tableOfContents')}</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
