import { type Car, CarInsertSchema } from '@ladrive/contracts';
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
