import { type CarDetail, LOG_IN_TO_CONTINUE } from '@ladrive/contracts';
import { apiErrorMessage, isUnauthorizedError, SESSION_QUERY_KEY, toast } from '@ladrive/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paymentUrl } from '../../../lib/bookings';
import { useCreateBooking } from '../api/booking-api';
import { bookingSubmitProblem } from '../lib/booking-checks';
import { type BookingFormValues, bookingPayload } from '../lib/booking-form';

export interface IdentityPhotos {
  licensePhoto: string | null;
  selfieWithLicense: string | null;
}

/**
 * Submitting valid fields: the spec's ordered checks (terms, dates, license photo, selfie), each
 * stopping with a destructive toast; then POST /api/bookings and on to /payment, or 'Booking Failed'.
 */
export function useBookingSubmit(car: CarDetail) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createBooking = useCreateBooking();

  async function submit(values: BookingFormValues, photos: IdentityPhotos) {
    const problem = bookingSubmitProblem({ ...values, ...photos });
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      const booking = await createBooking.mutateAsync(
        bookingPayload(car, values, {
          licensePhoto: photos.licensePhoto!,
          selfieWithLicense: photos.selfieWithLicense!,
        }),
      );
      navigate(paymentUrl({ id: booking.id, totalPrice: booking.totalPrice, car }));
    } catch (error) {
      const signedOut = isUnauthorizedError(error);
      toast({
        title: 'Booking Failed',
        description: signedOut ? LOG_IN_TO_CONTINUE : apiErrorMessage(error),
        variant: 'destructive',
      });
      // The page's session check then sends the visitor to sign in (and back here).
      if (signedOut) queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  }

  return { submit, submitting: createBooking.isPending };
}
