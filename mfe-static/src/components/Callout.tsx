import { Button, media } from '@ladrive/design-system';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import type { LinkTarget } from '../types/content';
import { Icon, type IconName } from './Icon';
import { SmartLink } from './SmartLink';

type CalloutTone = 'brand' | 'danger';

const Box = styled.aside<{ $tone: CalloutTone }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  margin-top: ${({ theme }) => theme.space(12)};
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  border-left-width: 6px;
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.brandSoft)};
  ${media.md} {
    grid-template-columns: auto 1fr auto;
    padding: ${({ theme }) => theme.space(8)};
  }
  > svg {
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.brand)};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
  p:last-child {
    margin: 0;
  }
`;

export interface CalloutProps {
  icon: IconName;
  title: string;
  children: ReactNode;
  action?: LinkTarget;
  tone?: CalloutTone;
}

/** A highlighted box (h2 + text + one call to action): the emergency line, "still need help?". */
export function Callout({ icon, title, children, action, tone = 'brand' }: CalloutProps) {
  const headingId = useId();
  return (
    <Box $tone={tone} aria-labelledby={headingId}>
      <Icon name={icon} size={40} />
      <div>
        <h2 id={headingId}>{title}</h2>
        {children}
      </div>
      {action && (
        <Button as={SmartLink} href={action.href} $size="lg" $variant={tone === 'danger' ? 'destructive' : 'primary'}>
          {action.label}
        </Button>
      )}
    </Box>
  );
}
