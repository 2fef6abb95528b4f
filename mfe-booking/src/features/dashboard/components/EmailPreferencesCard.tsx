import type { EmailPreferences } from '@ladrive/contracts';
import { Button, Card, Checkbox, Muted, Skeleton } from '@ladrive/design-system';
import { apiErrorMessage, toast } from '@ladrive/platform';
import styled from 'styled-components';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/dashboard-api';

const Choice = styled.div`
  & + & { margin-top: ${({ theme }) => theme.space(3)}; }
  p { margin: 0 0 0 1.875rem; font-size: ${({ theme }) => theme.font.sizes.sm}; }
`;

/** The two kinds of email an account may turn off, in the order shown, with what each one is. */
const CHOICES: { key: keyof EmailPreferences; label: string; description: string }[] = [
  {
    key: 'messages',
    label: 'Mensajes sin leer',
    description: 'Un correo cuando un mensaje lleva un rato sin leer; como mucho uno por conversación cada hora.',
  },
  {
    key: 'reminders',
    label: 'Recordatorios',
    description: 'Por ejemplo, cuando una reserva sin pagar se libera, con un enlace para volver al auto.',
  },
];

/**
 * 'Notificaciones por correo': one switch per kind of email an account may turn off, each saved as it is
 * switched (GET and PUT /api/users/email-preferences). Receipts and cancellations always go.
 */
export function EmailPreferencesCard() {
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
            title: 'Preferencias guardadas',
            description: 'Tus correos ya siguen tu elección.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'No se pudieron guardar tus preferencias',
            description: apiErrorMessage(error, 'Inténtalo de nuevo.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Card as="section" aria-labelledby="email-preferences-heading" style={{ marginTop: '1rem' }}>
      <h2 id="email-preferences-heading" style={{ marginTop: 0 }}>
        Notificaciones por correo
      </h2>
      <Muted>Los recibos y las cancelaciones te llegan siempre.</Muted>
      {preferences.isPending ? (
        <div role="status" aria-busy="true" aria-label="Cargando tus preferencias">
          <Skeleton $height="2.75rem" />
          <Skeleton $height="2.75rem" style={{ marginTop: '0.75rem' }} />
        </div>
      ) : preferences.error || !shown ? (
        <div role="alert">
          <p>No se pudieron cargar tus preferencias.</p>
          <Button $variant="outline" onClick={() => preferences.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : (
        CHOICES.map(({ key, label, description }) => (
          <Choice key={key}>
            <Checkbox
              role="switch"
              label={label}
              checked={shown[key]}
              aria-describedby={`email-preference-${key}`}
              onChange={(event) => change(key, event.target.checked)}
            />
            <Muted id={`email-preference-${key}`}>{description}</Muted>
          </Choice>
        ))
      )}
    </Card>
  );
}
