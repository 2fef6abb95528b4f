import { Container, focusRing, media, useSession } from '@ladrive/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { navItemsFor } from '../nav-items';
import { AccountActions } from './AccountActions';
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
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(4)};
  min-height: 64px;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  img { width: 32px; height: 32px; }
  ${focusRing}
`;

/**
 * Small screens use the drawer. From medium screens the links get a second row, except the
 * visitor's short list, which fits beside the brand on large screens.
 */
const DesktopNav = styled.nav<{ $fitsOneRow: boolean }>`
  display: none;
  ${media.md} {
    display: block;
    order: 3;
    flex-basis: 100%;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  ${media.lg} {
    ${({ $fitsOneRow }) => $fitsOneRow && 'order: 0; flex: 1; flex-basis: auto; padding-bottom: 0;'}
  }
`;

const DesktopAccount = styled.div`
  display: none;
  ${media.md} {
    display: block;
    margin-left: auto;
  }
`;

export function SiteHeader() {
  const { isAuthenticated, isAdmin } = useSession();
  const items = navItemsFor({ isAuthenticated, isAdmin });
  return (
    <Bar>
      <Inner>
        <Brand to="/">
          <img src="/favicon.svg" alt="" />
          LA Drive
        </Brand>
        <DesktopNav aria-label="Main" $fitsOneRow={!isAuthenticated}>
          <NavLinks items={items} layout="row" />
        </DesktopNav>
        <DesktopAccount>
          <AccountActions layout="row" />
        </DesktopAccount>
        <MobileMenu items={items} />
      </Inner>
    </Bar>
  );
}
