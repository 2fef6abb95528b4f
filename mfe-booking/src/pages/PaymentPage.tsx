import { PaymentScreen } from '../features/payment';

/** /payment?bookingId=&amount=&car= (requiresAuth: the shell shows its sign-in fallback to visitors). */
export default function PaymentPage() {
  return <PaymentScreen />;
}
