import { PaymentScreen } from '../features/payment';
import { InSpecLanguage } from '../lib/spec-language';

/** /payment?bookingId=&amount=&car= (requiresAuth: the shell shows its sign-in fallback to visitors). */
export default function PaymentPage() {
  return (
    <InSpecLanguage module="./PaymentPage">
      <PaymentScreen />
    </InSpecLanguage>
  );
}
