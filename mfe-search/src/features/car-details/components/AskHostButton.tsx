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
  const { user } = useSession();
  const start = useStartConversation(carId);
  const navigate = useNavigate();
  const leaveForSignIn = useFullPageNavigation();
  const { pathname, search } = useLocation();
  const t = useT();
  const apiErrorMessage = useAsyncApiErrorMessage();

  if (user?.id === hostId) return null;

  async function ask() {
    if (!user) {
      leaveForSignIn(signInUrl(`${pathname}${search}`));
      return;
    }
    if (start.isPending) return;
    try {
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
