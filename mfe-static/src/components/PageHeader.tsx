import { media, useDocumentTitle } from '@ladrive/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from './Icon';

const Header = styled.header`
  position: relative;
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandSoft} 0%, ${({ theme }) => theme.colors.surface} 70%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${media.md} {
    padding: ${({ theme }) => `${theme.space(12)} ${theme.space(10)}`};
  }
`;

const IconTile = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.sizes.xxl};
  ${media.md} {
    font-size: ${({ theme }) => theme.font.sizes.hero};
  }
`;

const Lead = styled.p`
  max-width: 46rem;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PageHeaderProps {
  icon: IconName;
  /** The page's h1, and its browser tab title (the site name appended). */
  title: string;
  lead: ReactNode;
  /** Extra content under the lead: a "Last updated" line, a search box. */
  children?: ReactNode;
}

/** The page's one h1, with an introduction; the tab is titled like it. */
export function PageHeader({ icon, title, lead, children }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Header>
      <IconTile>
        <Icon name={icon} size={26} />
      </IconTile>
      <Title>{title}</Title>
      <Lead>{lead}</Lead>
      {children}
    </Header>
  );
}
