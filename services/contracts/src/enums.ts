/** Enumerations of spec section 3. The tuple order is the display order. */
export const CAR_CATEGORIES = ['economy', 'compact', 'midsize', 'luxury', 'suv', 'electric', 'truck'] as const;
export const SEAT_COUNTS = [2, 4, 5, 7, 8] as const;
export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export const FUEL_TYPES = ['gasoline', 'electric', 'hybrid', 'diesel'] as const;
export const CAR_FEATURES = [
  'bluetooth',
  'backup_camera',
  'cruise_control',
  'gps',
  'usb_charger',
  'aux_input',
  'heated_seats',
  'air_conditioning',
  'sunroof',
  'keyless_entry',
  'android_auto',
  'apple_carplay',
] as const;
export const CONTACT_SUBJECTS = [
  'general',
  'booking',
  'payment',
  'technical',
  'host',
  'safety',
  'feedback',
  'other',
] as const;
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
/** Who blocked days on a car's calendar: its host, or a calendar imported from another platform (iCalendar). */
export const CAR_BLOCK_SOURCES = ['host', 'import'] as const;

export type CarCategory = (typeof CAR_CATEGORIES)[number];
export type SeatCount = (typeof SEAT_COUNTS)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];
export type FuelType = (typeof FUEL_TYPES)[number];
export type CarFeature = (typeof CAR_FEATURES)[number];
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type CarBlockSource = (typeof CAR_BLOCK_SOURCES)[number];

/**
 * Why an environment's version of an app changed (the release history, infra/releases): `release` and `rollback`
 * switch everyone; `canary` sends some visitors to a new version, `promote` everyone, `end-canary` its visitors back.
 */
export const RELEASE_SWITCH_KINDS = ['release', 'rollback', 'canary', 'promote', 'end-canary'] as const;
