/** Readable Spanish labels for the car enumerations (spec section 3), the language of the search screens. */
import type { CarCategory, CarFeature, FuelType, Transmission } from '@ladrive/contracts';

export const CATEGORY_LABELS: Record<CarCategory, string> = {
  economy: 'Económico',
  compact: 'Compacto',
  midsize: 'Mediano',
  luxury: 'Lujo',
  suv: 'SUV',
  electric: 'Eléctrico',
  truck: 'Pickup',
};

export const TRANSMISSION_LABELS: Record<Transmission, string> = {
  automatic: 'Automática',
  manual: 'Manual',
};

export const FUEL_LABELS: Record<FuelType, string> = {
  gasoline: 'Gasolina',
  electric: 'Eléctrico',
  hybrid: 'Híbrido',
  diesel: 'Diésel',
};

export const FEATURE_LABELS: Record<CarFeature, string> = {
  bluetooth: 'Bluetooth',
  backup_camera: 'Cámara de reversa',
  cruise_control: 'Control de crucero',
  gps: 'GPS',
  usb_charger: 'Cargador USB',
  aux_input: 'Entrada AUX',
  heated_seats: 'Asientos con calefacción',
  air_conditioning: 'Aire acondicionado',
  sunroof: 'Quemacocos',
  keyless_entry: 'Entrada sin llave',
  android_auto: 'Android Auto',
  apple_carplay: 'Apple CarPlay',
};

/** A label for a value the API may send before this app knows it: the raw value, made readable. */
export function labelOf<K extends string>(labels: Record<K, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value.replaceAll('_', ' ');
}
