import { useDocumentTitle } from '@ladrive/design-system';
import { useSession } from '@ladrive/platform';
import { useT } from '../../../i18n';

import { HomeSkeleton } from './HomeSkeleton';
import { Landing } from './Landing';
import { SignedInHome } from './SignedInHome';

/** `/`: the signed-in home, or the landing page for visitors. */
export function HomePage() {
  const { isLoading, isAuthenticated } = useSession();
  useDocumentTitle(useT()('home.title'));
  if (isLoading) return <HomeSkeleton />;
  return isAuthenticated ? <SignedInHome /> : <Landing />;
}
