import { hrefs } from '@ladrive/contracts';
import { Button } from '@ladrive/design-system';
import { signInUrl, toast, useAsyncApiErrorMessage, useFullPageNavigation, useSession } from '@ladrive/platform';
import { useLocation, useNavigate } from '@ladrive/routing';
import { useT } from '../../../i18n';
import { useStartConversation } from '../api/car';

/**
 * 'Pregúntale al anfitrión': opens the signed-in renter's conversation about this car (the same one every time,
 * and through every booking of it) and goes there. Signed out, it goes to sign-in and back to this page; the
 * car's own host sees no such button.
 */
export function AskHostButton({ carId, hostId }: { carId: string; hostId: string }) {
  const session = useSession();
  const start = useStartConversation(carId);
  const navigate = useNavigate();
  const leaveForSignIn = useFullPageNavigation();
  const { pathname, search } = useLocation();
  const t = useT();
  const apiErrorMessage = useAsyncApiErrorMessage();

  if (session.user?.id === hostId) return null;

  async function ask() {
    if (start.isPending) return;
    try {
      const user = await session.whenKnown();
      if (!user) {
        leaveForSignIn(signInUrl(`${pathname}${search}`));
        return;
      }
      if (user.id === hostId) return; // the button leaves once the session says so
      const { id } = await start.mutateAsync();
      navigate(hrefs.conversation(id));
    } catch (error) {
      toast({ title: t('host.askFailed'), description: await apiErrorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Button $variant="outline" onClick={ask} aria-busy={start.isPending}>
      {t('host.ask')}
    </Button>
  );
}
