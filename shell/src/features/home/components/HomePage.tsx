import { useSession } from '@ladrive/platform';
import { HomeSkeleton } from './HomeSkeleton';
import { Landing } from './Landing';
import { SignedInHome } from './SignedInHome';

/** `/`: the signed-in home, or the landing page for visitors. */
export function HomePage() {
  const { isLoading, isAuthenticated } = useSession();
  if (isLoading) return <HomeSkeleton />;
  return isAuthenticated ? <SignedInHome /> : <Landing />;
}
