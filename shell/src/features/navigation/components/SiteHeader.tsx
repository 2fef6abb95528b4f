import { paths } from '@ladrive/contracts';
import { Container, focusRing, media, visuallyHidden } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { useConversationEvents, useSession } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import { useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useStickyHeaderHeight } from '../hooks/useStickyHeaderHeight';
import { navItemsFor, publicNavItems } from '../nav-items';
import { AccountActions } from './AccountActions';
import { LanguageMenu } from './LanguageMenu';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(3)};
  min-height: 64px;
  ${media.lg} { column-gap: ${({ theme }) => theme.space(4)}; }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: 800;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  img { width: 32px; height: 32px; }
  ${focusRing}
  ${media.lg} { font-size: ${({ theme }) => theme.font.sizes.xl}; }
`;

/**
 * One row from tablet width up: everyone's links in the bar, the member links in the account menu.
 * Below tablet width, the drawer.
 */
/** Tablets show the logo alone (its name stays for screen readers), leaving the row to the links. */
const BrandName = styled.span`
  ${media.tablet} { ${visuallyHidden} }
`;

const DesktopNav = styled.nav`
  display: none;
  ${media.md} {
    display: block;
    flex: 1;
    min-width: 0;
  }
`;

const DesktopAccount = styled.div`
  display: none;
  ${media.md} {
    display: block;
    flex-shrink: 0;
    margin-left: auto;
  }
`;

/** The site's frame is English as the spec writes it, on the Spanish pages too (whose <html lang> is es). */
const DesktopLanguage = styled.div`
  display: none;
  ${media.md} {
    display: block;
    flex-shrink: 0;
  }
`;

export function SiteHeader() {
  return (
    <Speaks lang="en">
      <HeaderBar />
    </Speaks>
  );
}

function HeaderBar({ lang }: { lang?: string }) {
  const t = useT();
  const { isAuthenticated, isAdmin } = useSession();
  const unread = useConversationEvents((state) => state.unread);
  const bar = useRef<HTMLElement>(null);
  useStickyHeaderHeight(bar);
  return (
    <Bar ref={bar} lang={lang}>
      <Inner>
        <Brand to={paths.home}>
          <img src="/favicon.svg" alt="" />
          <BrandName>LA Drive</BrandName>
        </Brand>
        <DesktopNav aria-label={t('nav.main')}>
          <NavLinks items={publicNavItems()} layout="row" />
        </DesktopNav>
        <DesktopAccount>
          <AccountActions layout="row" />
        </DesktopAccount>
        <DesktopLanguage>
          <LanguageMenu />
        </DesktopLanguage>
        <MobileMenu
          items={navItemsFor({ isAuthenticated, isAdmin, unread })}
          unread={isAuthenticated ? unread : null}
        />
      </Inner>
    </Bar>
  );
}
