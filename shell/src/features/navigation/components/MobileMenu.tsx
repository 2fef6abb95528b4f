import { Button, Drawer, media } from '@ladrive/design-system';
import { useLocation } from '@ladrive/routing';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { LanguageOptions } from '../../language';
import type { NavItem } from '../nav-items';
import { AccountActions } from './AccountActions';
import { NavLinks } from './NavLinks';
import { UnreadMessages } from './UnreadMessages';

const MenuButton = styled(Button)`
  margin-left: auto;
  ${media.md} { display: none; }
`;

const Section = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space(5)};
    padding-top: ${({ theme }) => theme.space(5)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * Small screens: the menu button (with the unread messages' count) and the drawer holding the links and account
 * actions.
 */
export function MobileMenu({ items, unread }: { items: NavItem[]; unread: number | null }) {
  const t = useT();
  const location = useLocation();
  // The drawer belongs to the location it was opened at, so any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;

  return (
    <>
      <MenuButton $variant="outline" $size="sm" aria-haspopup="dialog" onClick={() => setOpenedAt(location.key)}>
        <span aria-hidden="true">☰</span> {t('nav.menu')}
        <UnreadMessages count={unread} />
      </MenuButton>
      <Drawer open={open} onClose={() => setOpenedAt(null)} title={t('nav.menu')}>
        <Section as="nav" aria-label={t('nav.main')}>
          <NavLinks items={items} layout="column" />
        </Section>
        <Section>
          <AccountActions layout="column" />
        </Section>
        <Section>
          <LanguageOptions />
        </Section>
      </Drawer>
    </>
  );
}
