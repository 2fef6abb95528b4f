/** The messages naming the car enumerations (spec section 3); tables of ids, translated where they are rendered. */
import type { CarCategory, CarFeature, FuelType, Transmission } from '@ladrive/contracts';
import type { MessageId } from '../i18n';

export const CATEGORY_LABELS: Record<CarCategory, MessageId> = {
  economy: 'category.economy',
  compact: 'category.compact',
  midsize: 'category.midsize',
  luxury: 'category.luxury',
  suv: 'category.suv',
  electric: 'category.electric',
  truck: 'category.truck',
};

export const TRANSMISSION_LABELS: Record<Transmission, MessageId> = {
  automatic: 'transmission.automatic',
  manual: 'transmission.manual',
};

export const FUEL_LABELS: Record<FuelType, MessageId> = {
  gasoline: 'fuel.gasoline',
  electric: 'fuel.electric',
  hybrid: 'fuel.hybrid',
  diesel: 'fuel.diesel',
};

export const FEATURE_LABELS: Record<CarFeature, MessageId> = {
  bluetooth: 'feature.bluetooth',
  backup_camera: 'feature.backupCamera',
  cruise_control: 'feature.cruiseControl',
  gps: 'feature.gps',
  usb_charger: 'feature.usbCharger',
  aux_input: 'feature.auxInput',
  heated_seats: 'feature.heatedSeats',
  air_conditioning: 'feature.airConditioning',
  sunroof: 'feature.sunroof',
  keyless_entry: 'feature.keylessEntry',
  android_auto: 'feature.androidAuto',
  apple_carplay: 'feature.appleCarplay',
};

/** A label for a value the API may send before this app knows it: the raw value, made readable. */
export function labelOf<K extends string>(
  t: (id: MessageId) => string,
  labels: Record<K, MessageId>,
  value: string,
): string {
  const id = (labels as Record<string, MessageId | undefined>)[value];
  return id ? t(id) : value.replaceAll('_', ' ');
}
