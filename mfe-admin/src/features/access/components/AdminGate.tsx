import { ADMIN_ACCESS_DENIED, paths } from '@ladrive/contracts';
import { Page, Spinner } from '@ladrive/design-system';
import { toast, useSession } from '@ladrive/platform';
import { useNavigate } from '@ladrive/routing';
import { type ReactNode, useEffect } from 'react';

/** Spec section 9: how long a non-admin sees the spinner before going home. */
export const ACCESS_DENIED_REDIRECT_MS = 1000;

function Centered() {
  return (
    <Page style={{ display: 'flex', justifyContent: 'center' }}>
      <Spinner />
    </Page>
  );
}

/**
 * The admin panel only for admins (spec section 6). Signed out: nothing (the shell shows its sign-in
 * fallback; this route requiresAuth). Signed in without isAdmin: the 'Access Denied' toast, a
 * spinner, then `/` after 1 second — and `children`, which would request admin data, never render.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, isLoading, isAdmin } = useSession();
  const navigate = useNavigate();
  const denied = Boolean(user) && !isAdmin;

  useEffect(() => {
    if (!denied) return;
    // it explains the move to the home page, so it goes along
    toast({ ...ADMIN_ACCESS_DENIED, variant: 'destructive', scope: 'app' });
    const timer = setTimeout(() => navigate(paths.home), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate]);

  if (isLoading || denied) return <Centered />;
  if (!user) return null;
  return children;
}
