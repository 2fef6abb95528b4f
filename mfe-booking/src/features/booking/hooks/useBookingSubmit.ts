import { type CarDetail, LOG_IN_TO_CONTINUE } from '@ladrive/contracts';
import type { UseFormSetError } from '@ladrive/form-state';
import { useContractText } from '@ladrive/i18n/catalogs';
import {
  apiErrorIssues,
  apiErrorMessage,
  isUnauthorizedError,
  SESSION_QUERY_KEY,
  showServerIssues,
  toast,
} from '@ladrive/platform';
import { useNavigate } from '@ladrive/routing';
import { useQueryClient } from '@ladrive/server-state';
import { useT } from '../../../i18n';
import { paymentUrl } from '../../../lib/bookings';
import { useCreateBooking } from '../api/booking-api';
import { bookingSubmitProblem } from '../lib/booking-checks';
import { BOOKING_FORM_FIELDS, type BookingFormValues, bookingPayload } from '../lib/booking-form';

export interface IdentityPhotos {
  licensePhoto: string | null;
  selfieWithLicense: string | null;
}

/**
 * Submitting valid fields: the spec's ordered checks (terms, dates, license photo, selfie — no photos when the
 * verified identity on file covers the licence), each stopping with a destructive toast; then POST
 * /api/bookings and on to /payment. A refusal the API names a field for goes under that field; any other
 * is 'Booking Failed'.
 */
export function useBookingSubmit(car: CarDetail, setError: UseFormSetError<BookingFormValues>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createBooking = useCreateBooking();
  const t = useT();
  const tc = useContractText();

  async function submit(values: BookingFormValues, photos: IdentityPhotos, identityOnFile: boolean) {
    const problem = bookingSubmitProblem({ ...values, ...photos, identityOnFile });
    if (problem) {
      toast({ title: tc(problem.title), description: tc(problem.description), variant: 'destructive' });
      return;
    }
    try {
      const booking = await createBooking.mutateAsync(
        bookingPayload(
          car,
          values,
          identityOnFile ? null : { licensePhoto: photos.licensePhoto!, selfieWithLicense: photos.selfieWithLicense! },
        ),
      );
      navigate(paymentUrl({ id: booking.id, totalPrice: booking.totalPrice, car }));
    } catch (error) {
      const signedOut = isUnauthorizedError(error);
      // every field the API named now shows its message (the first one focused): nothing more to say
      const unplaced = showServerIssues(error, BOOKING_FORM_FIELDS, setError);
      if (apiErrorIssues(error).length > 0 && unplaced.length === 0) return;
      toast({
        title: t('booking.failed'),
        description: signedOut ? tc(LOG_IN_TO_CONTINUE) : (unplaced[0]?.message ?? apiErrorMessage(error)),
        variant: 'destructive',
      });
      // The page's session check then sends the visitor to sign in (and back here).
      if (signedOut) queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  }

  return { submit, submitting: createBooking.isPending };
}
