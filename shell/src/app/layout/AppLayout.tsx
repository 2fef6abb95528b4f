import { focusRing, media } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { usePageToastsLeaveWithPage } from '@ladrive/platform';
import { Outlet, useLocation } from '@ladrive/routing';
import { useRef } from 'react';
import styled from 'styled-components';
import { InstallBanner } from '../../features/install-prompt';
import { useAccountLanguage } from '../../features/language';
import { SiteFooter, SiteHeader } from '../../features/navigation';
import { useT } from '../../i18n';
import { PageErrorBoundary } from '../PageErrorBoundary';
import { useFocusOnNewPage } from './useFocusOnNewPage';
import { useScrollOnNavigate } from './useScrollOnNavigate';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/**
 * At least a screen tall, whatever the page draws while it loads (the session check's spinner, a remote's
 * skeleton, a tab's data): the footer starts below the fold and never jumps down into view when the page
 * arrives (a layout shift, CLS 0.31 on the signed-in pages before).
 */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus { outline: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 100;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &:focus { top: 1rem; }
  ${focusRing}
  ${media.md} { left: 2rem; }
`;

function SkipToContent({ lang }: { lang?: string }) {
  const t = useT();
  return (
    <SkipLink href="#main" lang={lang}>
      {t('frame.skipToContent')}
    </SkipLink>
  );
}

/** Header, install prompt, the current page and footer: the frame every route renders in. */
export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useScrollOnNavigate();
  useFocusOnNewPage(main);
  usePageToastsLeaveWithPage();
  useAccountLanguage();
  return (
    <Frame>
      <Speaks lang="en">
        <SkipToContent />
      </Speaks>
      <SiteHeader />
      <InstallBanner />
      <Main id="main" tabIndex={-1} ref={main}>
        <PageErrorBoundary key={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </Main>
      <SiteFooter />
    </Frame>
  );
}
