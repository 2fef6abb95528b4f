import { PICKUP_HOUR } from '@ladrive/contracts';
import { useT } from '../i18n';

/** Pickup and return happen at PICKUP_HOUR, Los Angeles time (contracts policy.ts): "10:00 AM" / "10:00 a. m.". */
export function usePickupTime(): string {
  const t = useT();
  return t('common.pickupClock', { hour: PICKUP_HOUR % 12 || 12, period: PICKUP_HOUR < 12 ? 'am' : 'pm' });
}
