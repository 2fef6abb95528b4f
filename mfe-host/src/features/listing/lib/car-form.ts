import {
  type Car,
  type CarCategory,
  type CarFeature,
  CarInsertSchema,
  type FuelType,
  type Transmission,
} from '@ladrive/contracts';
import * as v from 'valibot';

/**
 * The car form validates with the contracts' car schema (the API's own), minus the photos, which
 * are checked on 'Continue' with the spec's toast, and the ignored `hostId`.
 */
export const CarFormSchema = v.omit(CarInsertSchema, ['images', 'hostId']);
export type CarFormValues = v.InferOutput<typeof CarFormSchema>;
export type CarFormInput = v.InferInput<typeof CarFormSchema>;

/** Year and seats come from text inputs and selects; they travel as integers (spec section 5). */
export const toInteger = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

export const EMPTY_CAR_FORM: Partial<CarFormInput> = {
  make: '',
  model: '',
  pricePerDay: '',
  location: '',
  city: '',
  state: '',
  description: '',
  features: [],
};

/** A saved car as the form's starting values (editing). */
export function carFormValues(car: Car): CarFormInput {
  return {
    make: car.make,
    model: car.model,
    year: car.year,
    category: car.category,
    seats: car.seats as CarFormInput['seats'],
    transmission: car.transmission,
    fuelType: car.fuelType,
    pricePerDay: car.pricePerDay,
    location: car.location,
    city: car.city,
    state: car.state,
    description: car.description ?? '',
    features: car.features,
  };
}

/** The catalog message of each choice the form offers. */
export const CATEGORY_OPTIONS = {
  economy: 'category.economy',
  compact: 'category.compact',
  midsize: 'category.midsize',
  luxury: 'category.luxury',
  suv: 'category.suv',
  electric: 'category.electric',
  truck: 'category.truck',
} as const satisfies Record<CarCategory, string>;
export const TRANSMISSION_OPTIONS = {
  automatic: 'transmission.automatic',
  manual: 'transmission.manual',
} as const satisfies Record<Transmission, string>;
export const FUEL_OPTIONS = {
  gasoline: 'fuel.gasoline',
  electric: 'fuel.electric',
  hybrid: 'fuel.hybrid',
  diesel: 'fuel.diesel',
} as const satisfies Record<FuelType, string>;
export const FEATURE_OPTIONS = {
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
} as const satisfies Record<CarFeature, string>;
