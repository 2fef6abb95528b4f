import type { AuthUser } from '@ladrive/contracts';
import { focusRing } from '@ladrive/design-system';
import { SIGN_OUT_URL, useConversationEvents } from '@ladrive/platform';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useDisclosure } from '../hooks/useDisclosure';
import { accountNavItems } from '../nav-items';
import { DisclosurePanel, DisclosureToggle, DisclosureWrapper } from './disclosure-parts';
import { NavLinks } from './NavLinks';
import { UnreadMessages } from './UnreadMessages';
import { UserGreeting } from './UserGreeting';

/** A long first name is cut with an ellipsis rather than pushing the bar onto a second row. */
const Greeting = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const SignOut = styled.a`
  display: flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(2)};
  padding: 0.5rem 0.625rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.neutralSoft}; }
  ${focusRing}
`;

export interface AccountMenuProps {
  user: AuthUser;
}

/**
 * Wide screens, signed in: the greeting (with the unread messages' count) opens a disclosure with the member links
 * (Messages with its count) and Sign Out, so the header keeps one row down to tablet width (Turo's account menu).
 */
export function AccountMenu({ user }: AccountMenuProps) {
  const t = useT();
  const unread = useConversationEvents((state) => state.unread);
  const { wrapperProps, toggleProps, panelProps } = useDisclosure();

  return (
    <DisclosureWrapper {...wrapperProps}>
      <DisclosureToggle {...toggleProps}>
        <UserGreeting user={user} as={Greeting} />
        <UnreadMessages count={unread} />
        <span aria-hidden="true">▾</span>
      </DisclosureToggle>
      <DisclosurePanel {...panelProps}>
        <nav aria-label={t('nav.account')}>
          <NavLinks items={accountNavItems({ isAuthenticated: true, isAdmin: user.isAdmin, unread })} layout="column" />
        </nav>
        <SignOut href={SIGN_OUT_URL}>{t('nav.signOut')}</SignOut>
      </DisclosurePanel>
    </DisclosureWrapper>
  );
}
