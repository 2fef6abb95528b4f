import { focusRing, media } from '@ladrive/design-system';
import { Link, NavLink } from '@ladrive/routing';
import styled, { css } from 'styled-components';
import { useT } from '../../../i18n';
import type { NavItem } from '../nav-items';
import { UnreadMessages } from './UnreadMessages';

const List = styled.ul<{ $layout: 'row' | 'column' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  ${({ $layout }) => ($layout === 'row' ? css`align-items: center;` : css`flex-direction: column;`)}
`;

const linkStyle = css`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 44px;
  padding: 0.5rem 0.625rem;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.neutralSoft}; }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  ${focusRing}
`;

/** In the bar, tablets get a smaller type so the links keep one row. */
const rowLinkStyle = css`
  white-space: nowrap;
  padding-inline: 0.5rem;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  ${media.lg} {
    padding-inline: 0.625rem;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

const PageLink = styled(NavLink)<{ $row: boolean }>`
  ${linkStyle}
  ${({ $row }) => $row && rowLinkStyle}
`;
const SectionLink = styled(Link)<{ $row: boolean }>`
  ${linkStyle}
  ${({ $row }) => $row && rowLinkStyle}
`;

/** A label with its unread count beside it. */
const LabelWithCount = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface NavLinksProps {
  items: NavItem[];
  /** 'row' in the header bar, where a description is the link's tooltip; 'column' in the drawer, labels alone. */
  layout: 'row' | 'column';
}

export function NavLinks({ items, layout }: NavLinksProps) {
  const t = useT();
  return (
    <List $layout={layout}>
      {items.map((item) => {
        const content = item.unread ? (
          <LabelWithCount>
            {t(item.label)}
            <UnreadMessages count={item.unread} />
          </LabelWithCount>
        ) : (
          t(item.label)
        );
        const row = layout === 'row';
        const title = row && item.description ? t(item.description) : undefined;
        return (
          <li key={item.label}>
            {item.section ? (
              <SectionLink to={item.to} title={title} $row={row}>
                {content}
              </SectionLink>
            ) : (
              <PageLink to={item.to} end={item.end} title={title} $row={row}>
                {content}
              </PageLink>
            )}
          </li>
        );
      })}
    </List>
  );
}
