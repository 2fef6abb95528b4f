import { Card, Grid } from '@ladrive/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LinkTarget } from '../types/content';
import { Icon, type IconName } from './Icon';
import { SmartLink } from './SmartLink';

/** A responsive list of InfoCards. */
export const CardGrid = styled(Grid).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
  p {
    margin: 0;
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const Highlight = styled.p`
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.brandHover};
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  flex: 1;
`;

const Action = styled(SmartLink)`
  font-weight: 600;
  align-self: flex-start;
  min-height: 24px;
`;

export interface InfoCardProps {
  icon: IconName;
  title: string;
  /** A key figure shown large under the title, e.g. "Up to $1,000,000". */
  highlight?: string;
  children?: ReactNode;
  action?: LinkTarget;
}

/** One card of a CardGrid: icon, h3 title, optional figure, text and a link. */
export function InfoCard({ icon, title, highlight, children, action }: InfoCardProps) {
  return (
    <Item>
      <IconBox>
        <Icon name={icon} />
      </IconBox>
      <h3>{title}</h3>
      {highlight && <Highlight>{highlight}</Highlight>}
      {children && <Body>{children}</Body>}
      {action && <Action href={action.href}>{action.label}</Action>}
    </Item>
  );
}
