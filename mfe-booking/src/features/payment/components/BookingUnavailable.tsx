import { BOOKING_NOT_FOUND, paths } from '@ladrive/contracts';
import { Button, Notice, Page } from '@ladrive/design-system';
import { useContractText } from '@ladrive/i18n/catalogs';
import { Link } from '@ladrive/routing';
import { useT } from '../../../i18n';

/** No booking to pay: a missing, malformed or foreign booking id ('missing'), or the API failed ('error'). */
export function BookingUnavailable({ reason }: { reason: 'missing' | 'error' }) {
  const t = useT();
  const tc = useContractText();
  return (
    <Page>
      <Notice
        role="alert"
        title={reason === 'missing' ? tc(BOOKING_NOT_FOUND) : t('payment.loadFailed')}
        actions={
          <Button as={Link} to={paths.dashboard}>
            {t('common.goToMyBookings')}
          </Button>
        }
      >
        {t(reason === 'missing' ? 'payment.missingBody' : 'payment.errorBody')}
      </Notice>
    </Page>
  );
}
