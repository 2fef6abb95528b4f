import { Page, Skeleton } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * At least a screen tall: every page is, so the footer stays below the fold while the page loads instead of
 * jumping down when it arrives (a layout shift).
 */
const ScreenTallPage = styled(Page)`
  min-height: 100vh;
`;

/** Placeholder for a page while its remote loads. */
export function PageSkeleton() {
  // the shell's words, English as the spec writes them, on a Spanish page too
  return (
    <Speaks lang="en">
      <LoadingPage />
    </Speaks>
  );
}

function LoadingPage({ lang }: { lang?: string }) {
  const t = useT();
  return (
    <ScreenTallPage role="status" aria-busy="true" aria-label={t('frame.loadingPage')} lang={lang}>
      <Skeleton $height="2.25rem" $width="min(420px, 70%)" />
      <Lines>
        <Skeleton $width="90%" />
        <Skeleton $width="80%" />
        <Skeleton $width="85%" />
        <Skeleton $height="12rem" />
      </Lines>
    </ScreenTallPage>
  );
}
