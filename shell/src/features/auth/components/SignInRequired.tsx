import { paths } from '@ladrive/contracts';
import { Button, Notice } from '@ladrive/design-system';
import { signInUrl } from '@ladrive/platform';
import { Link, useLocation } from '@ladrive/routing';

/** Shown instead of a page that needs an account; signing in comes back to this very page. */
export function SignInRequired() {
  const { pathname, search, hash } = useLocation();
  // English even on a Spanish route (the dashboards): the prompt is the shell's.
  return (
    <div lang="en">
      <Notice
        title="Sign in to continue"
        actions={
          <>
            <Button as="a" href={signInUrl(`${pathname}${search}${hash}`)} $size="lg">
              Sign In
            </Button>
            <Button as={Link} to={paths.home} $variant="outline" $size="lg">
              Back to Home
            </Button>
          </>
        }
      >
        You need an LA Drive account to see this page. Sign in and we'll bring you right back here.
      </Notice>
    </div>
  );
}
