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

export const CATEGORY_OPTIONS: Record<CarCategory, string> = {
  economy: 'Economy',
  compact: 'Compact',
  midsize: 'Midsize',
  luxury: 'Luxury',
  suv: 'SUV',
  electric: 'Electric',
  truck: 'Truck',
};
export const TRANSMISSION_OPTIONS: Record<Transmission, string> = { automatic: 'Automatic', manual: 'Manual' };
export const FUEL_OPTIONS: Record<FuelType, string> = {
  gasoline: 'Gasoline',
  electric: 'Electric',
  hybrid: 'Hybrid',
  diesel: 'Diesel',
};
export const FEATURE_OPTIONS: Record<CarFeature, string> = {
  bluetooth: 'Bluetooth',
  backup_camera: 'Backup Camera',
  cruise_control: 'Cruise Control',
  gps: 'GPS',
  usb_charger: 'USB Charger',
  aux_input: 'AUX Input',
  heated_seats: 'Heated Seats',
  air_conditioning: 'Air Conditioning',
  sunroof: 'Sunroof',
  keyless_entry: 'Keyless Entry',
  android_auto: 'Android Auto',
  apple_carplay: 'Apple CarPlay',
};
