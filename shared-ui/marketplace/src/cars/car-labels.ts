import type { CarCategory, CarFeature, FuelType, Transmission } from '@ladrive/contracts';
import { useT } from '../i18n';

type MessageId = Parameters<ReturnType<typeof useT>>[0];

/** The catalog message naming each value of the car's enumerations (spec section 3). */
const CAR_LABELS = {
  category: {
    economy: 'car.category.economy',
    compact: 'car.category.compact',
    midsize: 'car.category.midsize',
    luxury: 'car.category.luxury',
    suv: 'car.category.suv',
    electric: 'car.category.electric',
    truck: 'car.category.truck',
  } satisfies Record<CarCategory, MessageId>,
  transmission: {
    automatic: 'car.transmission.automatic',
    manual: 'car.transmission.manual',
  } satisfies Record<Transmission, MessageId>,
  fuel: {
    gasoline: 'car.fuel.gasoline',
    electric: 'car.fuel.electric',
    hybrid: 'car.fuel.hybrid',
    diesel: 'car.fuel.diesel',
  } satisfies Record<FuelType, MessageId>,
  feature: {
    bluetooth: 'car.feature.bluetooth',
    backup_camera: 'car.feature.backupCamera',
    cruise_control: 'car.feature.cruiseControl',
    gps: 'car.feature.gps',
    usb_charger: 'car.feature.usbCharger',
    aux_input: 'car.feature.auxInput',
    heated_seats: 'car.feature.heatedSeats',
    air_conditioning: 'car.feature.airConditioning',
    sunroof: 'car.feature.sunroof',
    keyless_entry: 'car.feature.keylessEntry',
    android_auto: 'car.feature.androidAuto',
    apple_carplay: 'car.feature.appleCarplay',
  } satisfies Record<CarFeature, MessageId>,
} as const;

export type CarLabelKind = keyof typeof CAR_LABELS;

/**
 * A car's category, transmission, fuel or feature named in the language of this part of the page (the listing
 * form's, the search filters', the car page's); a value the API sends before this release knows it is shown as
 * sent, made readable.
 */
export function useCarLabel(): (kind: CarLabelKind, value: string) => string {
  const t = useT();
  return (kind, value) => {
    const id = (CAR_LABELS[kind] as Record<string, MessageId | undefined>)[value];
    return id ? t(id) : value.replaceAll('_', ' ');
  };
}
