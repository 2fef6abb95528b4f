import { useDocumentTitle } from '@ladrive/design-system';
import { useSession } from '@ladrive/platform';
import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n';

import { HomeSkeleton } from './HomeSkeleton';
import { Landing } from './Landing';

/**
 * The signed-in home on demand: its search form is the shell's only react-hook-form, which an anonymous visitor
 * on `/` never sees, so the library stays out of the shell's entry (issue 28). Until it has loaded, the same
 * skeleton as while the session loads holds its place.
 */
const SignedInHome = lazy(() => import('./SignedInHome').then(({ SignedInHome }) => ({ default: SignedInHome })));

/** `/`: the signed-in home, or the landing page for visitors. */
export function HomePage() {
  const { isLoading, isAuthenticated } = useSession();
  useDocumentTitle(useT()('home.title'));
  if (isLoading) return <HomeSkeleton />;
  if (!isAuthenticated) return <Landing />;
  return (
    <Suspense fallback={<HomeSkeleton />}>
      <SignedInHome />
    </Suspense>
  );
}
