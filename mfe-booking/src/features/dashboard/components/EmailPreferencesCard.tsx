import type { EmailPreferences } from '@ladrive/contracts';
import { Button, Card, Checkbox, Muted, Skeleton } from '@ladrive/design-system';
import { apiErrorMessage, toast } from '@ladrive/platform';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/dashboard-api';

const Choice = styled.div`
  & + & { margin-top: ${({ theme }) => theme.space(3)}; }
  p { margin: 0 0 0 1.875rem; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

/** The two kinds of email an account may turn off, in the order shown, with what each one is (catalog ids). */
const CHOICES = [
  { key: 'messages', label: 'dashboard.emailMessages', description: 'dashboard.emailMessagesHint' },
  { key: 'reminders', label: 'dashboard.emailReminders', description: 'dashboard.emailRemindersHint' },
] as const satisfies readonly { key: keyof EmailPreferences; label: string; description: string }[];

/**
 * 'Notificaciones por correo': one switch per kind of email an account may turn off, each saved as it is
 * switched (GET and PUT /api/users/email-preferences). Receipts and cancellations always go.
 */
export function EmailPreferencesCard() {
  const t = useT();
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreferences();
  // while a change is on its way, the switches show it; a refused one goes back to what is saved
  const shown = save.isPending ? save.variables : preferences.data;

  function change(key: keyof EmailPreferences, on: boolean) {
    if (!shown) return;
    save.mutate(
      { ...shown, [key]: on },
      {
        onSuccess: () =>
          toast({
            title: t('dashboard.preferencesSaved'),
            description: t('dashboard.preferencesSavedBody'),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: t('dashboard.preferencesSaveFailed'),
            description: apiErrorMessage(error, t('common.tryAgain')),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Card as="section" aria-labelledby="email-preferences-heading" style={{ marginTop: '1rem' }}>
      <h2 id="email-preferences-heading" style={{ marginTop: 0 }}>
        {t('dashboard.emailHeading')}
      </h2>
      <Muted>{t('dashboard.emailAlways')}</Muted>
      {preferences.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('dashboard.loadingPreferences')}>
          <Skeleton $height="2.75rem" />
          <Skeleton $height="2.75rem" style={{ marginTop: '0.75rem' }} />
        </div>
      ) : preferences.error || !shown ? (
        <div role="alert">
          <p>{t('dashboard.preferencesFailed')}</p>
          <Button $variant="outline" onClick={() => preferences.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        CHOICES.map(({ key, label, description }) => (
          <Choice key={key}>
            <Checkbox
              role="switch"
              label={t(label)}
              checked={shown[key]}
              aria-describedby={`email-preference-${key}`}
              onChange={(event) => change(key, event.target.checked)}
            />
            <Muted id={`email-preference-${key}`}>{t(description)}</Muted>
          </Choice>
        ))
      )}
    </Card>
  );
}
