import type { AuthUser } from '@ladrive/contracts';
import { focusRing } from '@ladrive/design-system';
import { SIGN_OUT_URL, useConversationEvents } from '@ladrive/platform';
import { useLocation } from '@ladrive/routing';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { accountNavItems, greetingFor } from '../nav-items';
import { NavLinks } from './NavLinks';
import { UnreadMessages } from './UnreadMessages';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  max-width: 14rem;
  padding: 0.375rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  ${focusRing}
`;

/** A long first name is cut with an ellipsis rather than pushing the bar onto a second row. */
const Greeting = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(2)});
  z-index: 60;
  min-width: 14rem;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &[hidden] { display: none; }
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
 * Escape, a click outside, moving focus away or following a link closes it.
 */
export function AccountMenu({ user }: AccountMenuProps) {
  const location = useLocation();
  const unread = useConversationEvents((state) => state.unread);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  // Like the drawer, the menu belongs to the location it was opened at: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const close = () => setOpenedAt(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <Wrapper ref={wrapperRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Toggle
        ref={toggleRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedAt(open ? null : location.key)}
      >
        <Greeting lang="es">{greetingFor(user)}</Greeting>
        <UnreadMessages count={unread} />
        <span aria-hidden="true">▾</span>
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <nav aria-label="Account">
          <NavLinks items={accountNavItems({ isAuthenticated: true, isAdmin: user.isAdmin, unread })} layout="column" />
        </nav>
        <SignOut href={SIGN_OUT_URL}>Sign Out</SignOut>
      </Panel>
    </Wrapper>
  );
}
